import { describe, expect, it } from "vitest";
import { deriveAisleNames, productWordsOf, wordsPastStrength } from "./aisle-names";

const STORE = new Set(["gnp", "qc", "ft", "gs", "sm"]);
const PAST = wordsPastStrength([
  "ACID REDUCER 10 MG TABLET",
  "STOOL SOFTENER 100 MG SOFTGEL",
  "AMLODIPINE 10 MG GELCAP",
  "NIGHTTIME COLD-FLU 6.25 MG SOFTGEL",
]);

describe("productWordsOf", () => {
  it("keeps the product words: no store brand, strength, bracket or form words", () => {
    expect(PAST.has("softgel")).toBe(true);
    expect(PAST.has("reducer")).toBe(false);
    expect(productWordsOf("GNP ACID REDUCER 10 MG TABLET", STORE, PAST)).toBe("acid reducer");
    expect(productWordsOf("QC NIGHTTIME COLD-FLU SOFTGEL", STORE, PAST)).toBe("nighttime cold flu");
    expect(productWordsOf("ALLERGY RLF (CETRZN) 10 MG TAB", STORE, PAST)).toBe("allergy rlf");
    expect(productWordsOf("ARTIFICIAL TEARS DROPS", STORE, PAST)).toBe("artificial tears");
    expect(productWordsOf("LUBRICANT 0.5% EYE DROP", STORE, PAST)).toBe("lubricant");
    // Nothing left, or too short.
    expect(productWordsOf("12HR NASAL DECONGEST ER 120 MG", STORE, PAST)).toBeNull();
    expect(productWordsOf("GNP TABLET", STORE, PAST)).toBeNull();
  });
});

describe("deriveAisleNames", () => {
  const dose = (ndc: string, ndcs = [ndc]) => ({ ndc, ndcs }) as never;
  const meds = [
    {
      slug: "famotidine",
      name: "famotidine",
      generic: "famotidine",
      aliases: ["pepcid"],
      doses: [dose("1", ["1", "2"])],
    },
    { slug: "omeprazole", name: "omeprazole", generic: "omeprazole", aliases: [], doses: [dose("3")] },
    { slug: "lidocaine-hydrochloride", name: "lidocaine hydrochloride", generic: "lidocaine hydrochloride", aliases: [], doses: [dose("4")] }, // prettier-ignore
  ];
  const descriptions: Record<string, string[]> = {
    "1": ["GNP ACID REDUCER 10 MG TABLET"],
    "2": ["ACID REDUCER 20 MG TABLET"],
    "3": ["ACID REDUCER 20 MG CAPSULE", "PEPCID 20 MG TABLET"],
    "4": ["LIDOCAINE HCL 4% CREAM"],
  };
  const derive = (otc: string[], known: string[] = []) =>
    deriveAisleNames(meds, new Set(otc), (n) => descriptions[n] ?? [], STORE, known);

  it("names every medication the file describes with the words, over the counter only", () => {
    const out = derive(["1", "2", "3", "4"]);
    expect(out.get("famotidine")).toEqual([{ name: "acid reducer", ndcs: ["1"], count: 2 }]);
    expect(out.get("omeprazole")).toEqual([{ name: "acid reducer", ndcs: ["3"], count: 1 }]);
    // Its own name written short, and a name already known (an alias), are not aisle names.
    expect(out.get("lidocaine-hydrochloride")).toBeUndefined();
    expect(derive(["1", "2"]).get("omeprazole")).toBeUndefined();
    expect(derive(["1", "2", "3"], ["Acid Reducer Plus"]).size).toBe(0);
  });
});
