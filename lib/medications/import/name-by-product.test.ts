import { describe, expect, it } from "vitest";
import { nameByProduct } from "./name-by-product";
import type { NdcLatestRow } from "./parse-ndc-latest-csv";

const row = (ndc: string, description: string) => ({ ndc, description, rxcui: "" }) as NdcLatestRow;
// RxNorm's NDC file (2025-10): Medrol 4 mg's bottle, Twirla's two cartons.
const LISTED = [
  { ndc: "00009005602", rxcui: "260330", scd: "262095", name: "methylprednisolone 4 MG Oral Tablet [Medrol]" },
  { ndc: "71671010001", rxcui: "2396258", scd: "2396256", name: "168 HR ethinyl estradiol 0.00125 MG/HR / levonorgestrel 0.005 MG/HR Transdermal System [Twirla]" }, // prettier-ignore
  { ndc: "00378509101", rxcui: "1", scd: "1", name: "varenicline 0.5 MG Oral Tablet" },
  { ndc: "00378509102", rxcui: "2", scd: "2", name: "varenicline 1 MG Oral Tablet" },
];

describe("an NDC NADAC alone describes, named by RxNorm's name of its product", () => {
  it("takes the name every listed package of its labeler and product shares", () => {
    const { rows, named } = nameByProduct(
      [
        row("00009005604", "MEDROL 4 MG DOSEPAK"),
        row("71671010003", "TWIRLA 120-30 MCG/DAY PATCH"),
        row("00378509185", "VARENICLINE STARTING MONTH BOX"), // two strengths listed under the product: left
        row("72252051002", "VALTOCO 10 MG NASAL SPRAY"), // no package of its product listed: left
        row("00009005602", "methylprednisolone 4 MG Oral Tablet [Medrol]"), // an RxNorm name already
      ],
      LISTED,
      () => false,
    );
    expect(named.map((n) => n.ndc)).toEqual(["00009005604", "71671010003"]);
    expect(rows[0]).toMatchObject({ description: "methylprednisolone 4 MG Oral Tablet [Medrol]", rxcui: "260330" });
    expect(rows[2]!.description).toBe("VARENICLINE STARTING MONTH BOX");
  });

  it("leaves a pack RxNorm's pack file holds to be read by its contents", () => {
    const { named } = nameByProduct([row("00009005604", "MEDROL 4 MG DOSEPAK")], LISTED, () => true);
    expect(named).toEqual([]);
  });
});
