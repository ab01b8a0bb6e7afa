import { describe, expect, it } from "vitest";
import { cardLink, readCardLink } from "./card-link";

const card = { type: "pets", memberId: "RX1234567897", group: "HABC1234", bin: "019902", pcn: "PETCARD" } as const;

describe("card links", () => {
  it("carry the card's public fields in the fragment and read back the same card", () => {
    const link = cardLink("https://rx.example", card);
    const url = new URL(link);
    expect(url.pathname).toBe("/card/open");
    expect(url.search).toBe("");
    expect(readCardLink(url.hash)).toEqual(card);
  });

  it("carry nothing but the five fields", () => {
    const withName = { ...card, name: "Jane Doe" } as typeof card;
    const params = new URLSearchParams(new URL(cardLink("https://rx.example", withName)).hash.slice(1));
    expect([...params.keys()].sort()).toEqual(["bin", "group", "memberId", "pcn", "type"]);
  });

  it.each([
    ["no type", "memberId=RX1234567897&group=HABC1234&bin=019902&pcn=PETCARD"],
    ["an unknown type", "type=cats&memberId=RX1234567897&group=HABC1234&bin=019902&pcn=PETCARD"],
    ["a short BIN", "type=pets&memberId=RX1234567897&group=HABC1234&bin=01990&pcn=PETCARD"],
    ["markup in the member id", "type=pets&memberId=<b>RX1</b>&group=HABC1234&bin=019902&pcn=PETCARD"],
    ["no PCN", "type=pets&memberId=RX1234567897&group=HABC1234&bin=019902"],
    ["an empty fragment", ""],
  ])("refuse %s", (_, fragment) => {
    expect(readCardLink(`#${fragment}`)).toBeNull();
  });
});
