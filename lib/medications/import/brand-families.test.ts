// The brand-family rule on small rows (brand-families.ts): a family spans ingredient sets or forms; an over-the-counter
// name opens on an OTC product, never a prescription-only strength, the box RxNorm lists most under it first; a
// prescription name keeps its default.
import { describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { brandFamilyOrder, isFamily, orderFamily, productEvidence, productsByName } from "./brand-families";

const dose = (ndc: string, strength: string, doseForm: string, ndcs: string[], dispensed: number | null = null) =>
  ({
    ndc,
    strength,
    doseForm,
    ndcs: [ndc, ...ndcs],
    dispensed,
    rxcui: ndc,
  }) as unknown as CatalogMedication["doses"][0];

const ibuprofen = {
  slug: "ibuprofen",
  name: "ibuprofen",
  generic: "ibuprofen",
  aliases: ["midol", "motrin"],
  aliasDoses: { motrin: ["10000000001", "10000000002"] },
  defaultDose: "10000000001",
  doses: [
    // Rx 800 mg: dispensed most, no OTC NDC.
    dose("10000000001", "800 mg", "tablet", ["10001000001", "10002000001"], 900_000),
    // OTC 200 mg tablets by three labelers, capsules by one.
    dose("10000000002", "200 mg", "tablet", ["20001000001", "20002000001", "20003000001"], 1_000),
    dose("10000000003", "200 mg", "capsule", ["20001000003"], 5_000),
  ],
} as unknown as CatalogMedication;
const otc = new Set(["20001000001", "20002000001", "20003000001", "20001000003"]);

const noSources = { prescribed: new Set<string>(), listed: new Map(), book: new Map() };

describe("a brand family's counter product", () => {
  const evidence = productEvidence([ibuprofen], otc);
  const named = productsByName([ibuprofen]);
  const order = (name: string, sources = noSources) =>
    orderFamily(name, named.get(name)!, evidence, sources).products.map((p) => p.ndc);

  it("reads the products a name names: its alias doses, else every dose", () => {
    expect(named.get("motrin")!.map((p) => p.ndc)).toEqual(["10000000001", "10000000002"]);
    expect(named.get("midol")!.map((p) => p.ndc)).toEqual(["10000000001", "10000000002", "10000000003"]);
  });

  it("is a family only across ingredient sets or forms, not strengths alone", () => {
    expect(isFamily(named.get("midol")!)).toBe(true);
    expect(isFamily(named.get("motrin")!)).toBe(false);
  });

  it("opens an over-the-counter name on an OTC product, never a prescription-only strength", () => {
    // The book's MIDOL: 200 mg tablets. The name is over the counter; the OTC tablet most labelers sell comes first.
    const book = new Map([["midol", [{ tradeName: "MIDOL", ingredients: ["IBUPROFEN"], form: "TABLET;ORAL", strength: "200MG", type: "DISCN" }]]]); // prettier-ignore
    expect(orderFamily("midol", named.get("midol")!, evidence, { ...noSources, book }).otc).toBe(true);
    expect(order("midol", { ...noSources, book })).toEqual(["10000000002", "10000000003", "10000000001"]);
  });

  it("opens on the box RxNorm lists most under the name, a tablet and a capsule of one strength one box", () => {
    const listed = new Map([["midol", new Map([["10000000003", new Set(["a", "b", "c", "d", "e"]) as ReadonlySet<string>]])]]); // prettier-ignore
    expect(order("midol", { ...noSources, listed })).toEqual(["10000000003", "10000000002", "10000000001"]);
  });

  it("reads a name whose attached products are prescription-only, or the book's prescription name, as a prescription one", () => {
    const book = new Map([["midol", [{ tradeName: "MIDOL", ingredients: ["IBUPROFEN"], form: "TABLET;ORAL", strength: "800MG", type: "DISCN" }]]]); // prettier-ignore
    expect(orderFamily("midol", named.get("midol")!, evidence, { ...noSources, book }).otc).toBe(false);
    expect(orderFamily("midol", named.get("midol")!, evidence, { ...noSources, prescribed: new Set(["midol"]) }).otc).toBe(false); // prettier-ignore
    // A prescription name: the default's box first.
    expect(order("midol", { ...noSources, prescribed: new Set(["midol"]) })[0]).toBe("10000000001");
  });

  it("writes the over-the-counter families of the files' trade names only", () => {
    const book = new Map([["midol", [{ tradeName: "MIDOL", ingredients: ["IBUPROFEN"], form: "TABLET;ORAL", strength: "200MG", type: "DISCN" }]]]); // prettier-ignore
    const sources = { ...noSources, book, tradeNames: new Set(["midol", "motrin"]) };
    expect(brandFamilyOrder([ibuprofen], otc, sources)).toEqual({ midol: ["10000000002", "10000000003", "10000000001"] }); // prettier-ignore
    // Without the book's MIDOL nothing attaches the name, and the medication's default is prescription-only.
    expect(brandFamilyOrder([ibuprofen], otc, { ...sources, book: new Map() })).toEqual({});
  });
});
