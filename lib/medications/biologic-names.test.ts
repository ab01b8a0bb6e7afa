// Biological products of one molecule (biologic-names.ts): their proper names, and the alternatives that join a
// reference product with its biosimilars. Unit cases, then the catalog seed as a whole: no medication keeps another
// biological product's proper name as an alias, search opens each by its proper name, and every biological product
// whose molecule the catalog sells under another name lists the others as alternatives.
import { beforeAll, describe, expect, it } from "vitest";
import { biologicCoreOf, joinBiologicFamilies } from "./biologic-names";
import type { CatalogMedication } from "./catalog-types";
import { isOtherBiologic } from "./import/derive-search-names";
import { readCatalogSeed } from "./import/read-catalog-seed";
import { readDrugNameSources } from "./import/read-drug-name-sources";
import { normalizeSearchText } from "./search/normalize-search-text";
import { findMedications, groupVersions, type SearchCatalog } from "./search/find-medications";
import { searchCatalogOf } from "./search/search-catalog-of";

describe("biologicCoreOf", () => {
  it.each([
    ["adalimumab-adbm", "adalimumab"],
    ["Adalimumab-adbm", "Adalimumab"],
    ["insulin glargine-yfgn", "insulin glargine"],
    ["Epoetin alfa-epbx", "Epoetin alfa"],
    ["pegfilgrastim-jmdb", "pegfilgrastim"],
  ])("%s is a biological product of %s", (name, core) => expect(biologicCoreOf(name)).toBe(core));

  it.each(["adalimumab", "insulin glargine", "FSH-beta", "Camphor D-form", "Tbo-filgrastim", "L-dopa", "a-abcd / b"])(
    "%s has no biological product's suffix",
    (name) => expect(biologicCoreOf(name)).toBeUndefined(),
  );
});

describe("joinBiologicFamilies", () => {
  const med = (slug: string, generic: string, isBrand: boolean) => ({
    slug,
    name: isBrand ? slug : generic,
    generic,
    isBrand,
  });
  const humira = med("Humira", "adalimumab", true);
  const cyltezo = med("Cyltezo", "adalimumab-adbm", true);
  const aacf = med("adalimumab-aacf", "adalimumab-aacf", false);
  const skyrizi = med("Skyrizi", "risankizumab-rzaa", true);
  const lipitor = med("Lipitor", "atorvastatin calcium", true);
  const atorvastatin = med("atorvastatin", "atorvastatin calcium", false);
  const versions = new Map([
    ["Humira", [humira]],
    ["Cyltezo", [cyltezo]],
    ["adalimumab-aacf", [aacf]],
    ["Skyrizi", [skyrizi]],
  ]);
  const statin = [atorvastatin, lipitor]; // one family: groupVersions gives its members one list
  versions.set("Lipitor", statin).set("atorvastatin", statin);
  const joined = joinBiologicFamilies(versions);

  it("joins a reference product and its biosimilars, generics first, then brands by name", () => {
    for (const slug of ["Humira", "Cyltezo", "adalimumab-aacf"])
      expect(joined.get(slug)!.map((m) => m.slug)).toEqual(["adalimumab-aacf", "Cyltezo", "Humira"]);
  });

  it("leaves a biological product alone whose molecule the catalog sells under no other name, and other families", () => {
    expect(joined.get("Skyrizi")).toEqual([skyrizi]);
    expect(joined.get("Lipitor")).toBe(versions.get("Lipitor"));
  });
});

const DATA = "../shared/data/drugs";

describe("biological products in the catalog seed", () => {
  let seed: Awaited<ReturnType<typeof readCatalogSeed>>;
  let catalog: SearchCatalog<CatalogMedication>;
  let alternatives: Map<string, CatalogMedication[]>;
  beforeAll(async () => {
    seed = await readCatalogSeed();
    catalog = searchCatalogOf(seed.medications, seed.otherDrugNames);
    alternatives = joinBiologicFamilies(groupVersions(seed.medications));
  }, 120_000);

  it("keeps no biological product's proper name (DrugBank's and MeSH's) as an alias of another medication", async () => {
    const { sources } = await readDrugNameSources(DATA);
    const proper = new Set(
      [...sources.drugbank, ...sources.mesh].flatMap((g) =>
        g.names.filter((n) => isOtherBiologic(n, g.names)).map(normalizeSearchText),
      ),
    );
    expect(proper.size).toBeGreaterThan(20);
    const kept = seed.medications.flatMap((m) =>
      m.aliases.filter((a) => proper.has(a) && a !== normalizeSearchText(m.generic)).map((a) => `${m.slug}: ${a}`),
    );
    // Before: humira kept adalimumab adbm, afzb, atto, bwwd and fkjp; neupogen filgrastim aafi and sndz; enbrel
    // etanercept szzs and ykro; epogen and procrit epoetin alfa epbx; stelara ustekinumab auub; insulin lispro aabc.
    expect(kept).toEqual([]);
  });

  it.each([
    ["adalimumab-bwwd", "hadlima"],
    ["adalimumab bwwd", "hadlima"],
    ["adalimumab-adbm", "cyltezo"],
    ["adalimumab-ryvk", "simlandi"],
    ["filgrastim-sndz", "zarxio"],
    ["epoetin alfa-epbx", "retacrit"],
    ["insulin lispro-aabc", "lyumjev"],
    ["insulin glargine-aglr", "rezvoglar"],
  ])("%s opens %s, not its reference product", (query, slug) => {
    expect(findMedications(catalog, query, 10).results[0]?.medication.slug).toBe(slug);
  });

  it.each(["adalimumab-atto", "etanercept-szzs", "ustekinumab-auub"])(
    "%s (a product the catalog does not sell) opens no reference product",
    (query) => {
      const first = findMedications(catalog, query, 10).results[0]?.medication.slug;
      expect(["humira", "enbrel", "stelara"]).not.toContain(first);
    },
  );

  it("lists every biological product of a molecule the catalog sells under two names among the others' alternatives", () => {
    const bySlug = new Map(seed.medications.map((m) => [m.slug, m]));
    const cores = new Map<string, string[]>();
    for (const m of seed.medications) {
      const generic = m.generic.toLowerCase();
      const core = biologicCoreOf(generic) ?? generic;
      cores.set(core, [...(cores.get(core) ?? []), m.slug]);
    }
    let joinedMolecules = 0;
    for (const [core, slugs] of cores) {
      if (!slugs.some((s) => biologicCoreOf(bySlug.get(s)!.generic) !== undefined) || slugs.length < 2) continue;
      joinedMolecules++;
      for (const slug of slugs)
        expect([
          core,
          alternatives
            .get(slug)!
            .map((m) => m.slug)
            .sort(),
        ]).toEqual([core, [...slugs].sort()]);
    }
    expect(joinedMolecules).toBeGreaterThanOrEqual(5); // adalimumab, insulin glargine, insulin lispro, filgrastim, epoetin alfa
    expect(alternatives.get("humira")!.map((m) => m.slug)).toEqual(
      expect.arrayContaining(["humira", "cyltezo", "hadlima", "simlandi", "adalimumab-aacf", "adalimumab-adaz"]),
    );
    expect(alternatives.get("lantus")!.map((m) => m.slug)).toEqual(
      expect.arrayContaining(["lantus", "basaglar", "toujeo", "semglee", "rezvoglar", "insulin-glargine-yfgn"]),
    );
    expect(alternatives.get("zarxio")!.map((m) => m.slug)).toContain("neupogen");
    expect(alternatives.get("retacrit")!.map((m) => m.slug)).toEqual(expect.arrayContaining(["epogen", "procrit"]));
  });
});
