import { describe, expect, it } from "vitest";
import { personKey } from "./person-key";
import { normalizeName } from "./person-name";

const key = Buffer.from("k".repeat(32));

describe("normalizeName", () => {
  it.each([
    ["O'Brien", "obrien"],
    ["  Mary-Jane ", "maryjane"],
    ["JOSÉ", "jose"],
    ["Zoë", "zoe"],
    ["李", "李"],
  ])("%j -> %j", (name, normalized) => expect(normalizeName(name)).toBe(normalized));
});

describe("personKey", () => {
  const jane = { firstName: "Jane", lastName: "O'Neil", dob: "1980-01-02" };

  it("is the same for the same person however the name is written", () => {
    expect(personKey({ firstName: " JANE", lastName: "o neil", dob: "1980-01-02" }, key)).toBe(personKey(jane, key));
  });

  it("differs by name, date of birth and key, and does not contain the values", () => {
    const k = personKey(jane, key);
    expect(k).toMatch(/^[0-9a-f]{64}$/);
    expect(personKey({ ...jane, dob: "1980-01-03" }, key)).not.toBe(k);
    expect(personKey({ ...jane, firstName: "Joan" }, key)).not.toBe(k);
    expect(personKey({ ...jane, firstName: "Jane O", lastName: "Neil" }, key)).not.toBe(k);
    expect(personKey(jane, Buffer.from("x".repeat(32)))).not.toBe(k);
  });
});
