// A misspelt name is its drug (prisma/seed/README.md, "Nineteenth pass: a misspelt name is its drug, a name the data
// does not know is no other drug's — search"): a seeded sample of misspellings of every name the catalog sells
// (misspelling-cases.ts: a letter dropped, doubled, swapped or replaced, a sound spelt otherwise, in each word of each
// name, alias and combination) finds its drug first; real misspellings of a name's first letters, of a sound, of a
// word after a brand's name or of a combination's ingredient find theirs.
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { readCatalogSeed } from "../import/read-catalog-seed";
import { findMedications, type SearchCatalog } from "./find-medications";
import { misspellingCases, misspellingOutcome, type MisspellingOutcome } from "./misspelling-cases";
import { searchCatalogOf } from "./search-catalog-of";

let seed: Awaited<ReturnType<typeof readCatalogSeed>>;
let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  seed = await readCatalogSeed();
  catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
}, 120_000);

const first = (q: string) => findMedications(catalog, q, 10).results[0]?.medication.slug ?? null;

describe("misspellings of every name the catalog sells", () => {
  it("a seeded third of them: the drug first for 99% (96.7% before), none of any kind under 97.5%, nearly none a 404 or another drug (579 of 26,339 before)", () => {
    const cases = misspellingCases(seed.medications, catalog.index).filter((_, i) => i % 3 === 0);
    const counts = new Map<string, Record<MisspellingOutcome, number>>();
    for (const c of cases) {
      const outcome = misspellingOutcome(c, findMedications(catalog, c.query, 10).results.map((r) => r.medication)); // prettier-ignore
      for (const row of [c.kind, c.name, "all"]) {
        const n = counts.get(row) ?? { first: 0, lower: 0, "404": 0, other: 0 };
        n[outcome]++;
        counts.set(row, n);
      }
    }
    const all = counts.get("all")!;
    const total = cases.length;
    console.log(
      `misspellings: ${total}; first ${all.first}, lower ${all.lower}, 404 ${all["404"]}, other ${all.other}`,
    );
    expect(total).toBeGreaterThan(8_000);
    expect(all.first / total).toBeGreaterThan(0.99);
    expect(all["404"] + all.other).toBeLessThan(total / 1000);
    // 97.5%: the twenty-third pass's seed drew another third, whose dropped-letter kind came first 1,187 of 1,213
    // (97.9%; every query it answers worse than main's draw answers the same on both seeds, prisma/seed/README.md).
    const weak = [...counts].filter(([, n]) => n.first / (n.first + n.lower + n["404"] + n.other) < 0.975);
    for (const [row, n] of weak) console.log(`under 98% first: ${row} ${JSON.stringify(n)}`);
    expect(weak.map(([row]) => row)).toEqual([]);
  }, 300_000);

  it("the first letters swapped, a sound spelt otherwise: the drug, each a 404 before", () => {
    const cases: [string, string][] = [
      ["enxium", "nexium"],
      ["apxil", "paxil"],
      ["veista", "evista"],
      ["toezla", "otezla"],
      ["lasxi", "lasix"],
      ["xnaax", "xanax"],
      ["zolopht", "zoloft"],
      ["fenergan", "promethazine-hydrochloride"],
    ];
    expect(cases.filter(([q, slug]) => first(q) !== slug)).toEqual([]);
  }, 60_000);

  it("a word after a brand's name misspelt ('lantus solostr'): the brand, each a 404 before", () => {
    const cases: [string, string][] = [
      ["lantus solostr", "lantus"],
      ["novolog flexpin", "novolog"],
      ["spiriva handihalr", "spiriva"],
      ["humalog kwickpen", "humalog"],
    ];
    expect(cases.filter(([q, slug]) => first(q) !== slug)).toEqual([]);
  }, 60_000);

  it("a name of several words or a combination's ingredient misspelt: the drug, a 404 or another before", () => {
    const cases: [string, string][] = [
      ["amoldipine besylate", "amlodipine"], // amlodipine / valsartan before
      ["abacavyr sulfate", "abacavir"], // abacavir / lamivudine before
      ["clyndamycin phosphate", "clindamycin"], // clindamycin / tretinoin before
      ["hydralazine isosorbide dinirate", "hydralazine-hydrochloride-isosorbide-dinitrate"],
      ["sonepezil memantine", "donepezil-hydrochloride-memantine-hydrochloride"],
      ["oxylamine pyridoxine", "doxylamine-succinate-pyridoxine-hydrochloride"],
    ];
    expect(cases.filter(([q, slug]) => first(q) !== slug)).toEqual([]);
  }, 60_000);

  it("the brief's misspellings still find their drug ('metforman er', 'lisinipril hctz', 'pcn vk 500')", () => {
    const cases: [string, string][] = [
      ["metforman er", "metformin-hydrochloride"],
      ["lisinipril hctz", "hydrochlorothiazide-lisinopril"],
      ["amlodapine benazepril", "amlodipine-benazepril-hydrochloride"],
      ["atorvastatin calcum", "atorvastatin"],
      ["pcn vk 500", "penicillin-v-potassium"],
      ["kanax", "xanax"],
      ["kephalexin", "cephalexin"],
      ["ibuprophen", "ibuprofen"],
    ];
    expect(cases.filter(([q, slug]) => first(q) !== slug)).toEqual([]);
  }, 60_000);
});
