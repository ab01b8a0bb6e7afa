// Where a bare molecule name lands, measured over the whole catalog: for every molecule that several generic
// medications sell in different salts or esters (clonidine and clonidine hydrochloride), the salt a retail pharmacy
// dispenses most (prescriptions of its swallowed doses when it has any: a patient at the counter typing
// "dexamethasone" means the tablets, not the clinic's injection; else of its doses taken home, not vials; else of all
// its doses) against the salt of the first search answer (the table of prisma/seed/README.md, search).
import type { CatalogMedication } from "../catalog-types";
import { findMedications, type SearchCatalog } from "./find-medications";
import { normalizeSearchText } from "./normalize-search-text";
import { isSearchSaltWord, withoutSearchSaltWords } from "./salt-words";
import { CLINIC_FORMS, isSwallowed } from "./search-entries";

export type MoleculeLanding = { molecule: string; expected: string; landed: string | null };

export function measureMoleculeLanding(
  catalog: SearchCatalog<CatalogMedication>,
  prescriptionsOf: (ndcs: readonly string[]) => number,
): { molecules: number; withEvidence: number; misses: MoleculeLanding[] } {
  type Counts = { swallowed: number; home: number; all: number };
  const bySalt = new Map<string, Map<string, Counts>>();
  for (const m of catalog.bySlug.values()) {
    const generic = normalizeSearchText(m.generic);
    // One molecule, in one salt or a mix of its salts (nitrofurantoin macrocrystals and monohydrate); a combination
    // of molecules is not a salt of either.
    const molecules = new Set(m.generic.split(" / ").map((i) => withoutSearchSaltWords(normalizeSearchText(i))));
    const [molecule] = molecules;
    // "sodium bicarbonate", "potassium citrate": the cation is the drug, not a salt of a molecule called "citrate".
    if (m.isBrand || molecules.size > 1 || !molecule || isSearchSaltWord(generic.split(" ")[0]!)) continue;
    const salts = bySalt.get(molecule) ?? new Map<string, Counts>();
    const salt = salts.get(generic) ?? { swallowed: 0, home: 0, all: 0 };
    for (const d of m.doses) {
      const rx = prescriptionsOf(d.ndcs);
      salt.all += rx;
      if (isSwallowed(d.doseForm)) salt.swallowed += rx;
      if (!CLINIC_FORMS.has(d.doseForm)) salt.home += rx;
    }
    bySalt.set(molecule, salts.set(generic, salt));
  }
  let molecules = 0;
  let withEvidence = 0;
  const misses: MoleculeLanding[] = [];
  for (const [molecule, salts] of bySalt) {
    if (salts.size < 2) continue;
    molecules++;
    const ranked = [...salts].sort(([, a], [, b]) => b.swallowed - a.swallowed || b.home - a.home || b.all - a.all);
    const [expected, top] = ranked[0]!;
    if (top.all === 0) continue;
    withEvidence++;
    const first = findMedications(catalog, molecule, 3).results[0]?.medication;
    const landed = first ? normalizeSearchText(first.generic) : null;
    if (landed !== expected) misses.push({ molecule, expected, landed });
  }
  return { molecules, withEvidence, misses };
}
