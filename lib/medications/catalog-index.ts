// The in-memory read model of the catalog: medications by slug, their localized API shape and the type-ahead
// index. Type-ahead is the hottest path, so it never queries the database; an import reloads it.
import type { Locale } from "../vocabulary/locale";
import { keepJsonText } from "../platform/kept-json-text";
import { versionedCache } from "../platform/data-version";
import { readRows } from "../platform/read-rows";
import { quantityChoiceLabel, unitLabel } from "./dose-labels";
import { plainNames } from "./plain-generic";
import type { PricingUnit, QuantityChoice } from "./catalog-types";
import { MedicationSearchIndex } from "./search/medication-search-index";
import { groupVersions } from "./search/find-medications";
import { joinBiologicFamilies } from "./biologic-names";
import { swallowedByDefault, injectedByDefault, namesAbroadOf } from "./search/search-entries";

export type StoredDose = {
  ndc: string;
  strength: string;
  doseForm: string;
  label: string;
  labelEs: string;
  unitKey: string;
  pricingUnit: PricingUnit | null;
  baseValue: string;
  package: boolean;
  quantities: QuantityChoice[];
  defaultQuantity: string;
  program: boolean;
  dispensed: number | null; // prescriptions a year of this strength and form, null when no file says
};

export type StoredMedication = {
  slug: string;
  name: string;
  generic: string;
  isBrand: boolean;
  genericSlug: string | null;
  defaultDose: string;
  popularity: number;
  aliases: string[];
  aliasDoses: Record<string, string[]>;
  aliasSources: string[]; // one per alias (CatalogMedication.aliasSources)
  doses: StoredDose[];
};

export type MedicationResponse = ReturnType<typeof toMedicationResponse>;

export type Catalog = {
  bySlug: Map<string, StoredMedication>;
  index: MedicationSearchIndex;
  // Every version sharing a generic (the generic first, then brands by name), keyed by each member's slug.
  versions: Map<string, StoredMedication[]>;
  // The versions and the other biological products of the molecule (biologic-names.ts): the alternatives endpoint's.
  alternatives: Map<string, StoredMedication[]>;
  // Localized API shapes, built on first use.
  response(slug: string, locale: Locale): MedicationResponse | undefined;
};

type MedicationRow = Omit<StoredMedication, "isBrand" | "aliases" | "aliasDoses" | "aliasSources" | "doses"> & {
  isBrand: unknown;
  aliases: string;
  aliasDoses: string;
  aliasSources: string;
};
type DoseRow = Omit<StoredDose, "package" | "program" | "quantities"> & {
  medicationSlug: string;
  package: unknown;
  program: unknown;
  quantities: string;
};

async function loadCatalogIndex(): Promise<Catalog> {
  const [rows, doseRows, otherNames] = await Promise.all([
    readRows<MedicationRow>(
      `SELECT slug, name, generic, "isBrand", "genericSlug", "defaultDose", popularity, aliases, "aliasDoses",
       "aliasSources" FROM "Medication"`,
    ),
    readRows<DoseRow>(
      `SELECT "medicationSlug", ndc, strength, "doseForm", label, "labelEs", "unitKey", "pricingUnit", "baseValue",
       package, quantities, "defaultQuantity", program, dispensed FROM "Dose" ORDER BY "medicationSlug", position`,
    ),
    readRows<{ name: string }>(`SELECT name FROM "OtherDrugName"`),
  ]);
  const dosesOf = new Map<string, StoredDose[]>();
  for (const d of doseRows) {
    const doses = dosesOf.get(d.medicationSlug) ?? [];
    dosesOf.set(d.medicationSlug, doses);
    doses.push({
      ndc: d.ndc,
      strength: d.strength,
      doseForm: d.doseForm,
      label: d.label,
      labelEs: d.labelEs,
      unitKey: d.unitKey,
      pricingUnit: d.pricingUnit,
      baseValue: d.baseValue,
      package: Boolean(d.package),
      quantities: JSON.parse(d.quantities) as QuantityChoice[],
      defaultQuantity: d.defaultQuantity,
      program: Boolean(d.program),
      dispensed: d.dispensed,
    });
  }
  const bySlug = new Map<string, StoredMedication>();
  for (const row of rows) {
    bySlug.set(row.slug, {
      slug: row.slug,
      name: row.name,
      generic: row.generic,
      isBrand: Boolean(row.isBrand),
      genericSlug: row.genericSlug,
      defaultDose: row.defaultDose,
      popularity: row.popularity,
      aliases: JSON.parse(row.aliases) as string[],
      aliasDoses: JSON.parse(row.aliasDoses) as Record<string, string[]>,
      aliasSources: JSON.parse(row.aliasSources) as string[],
      doses: dosesOf.get(row.slug) ?? [],
    });
  }
  const index = new MedicationSearchIndex(
    [...bySlug.values()].map((m) => ({
      slug: m.slug,
      name: m.name,
      isBrand: m.isBrand,
      popularity: m.popularity,
      aliases: m.aliases,
      abroad: namesAbroadOf(m),
      generic: m.generic,
      oral: swallowedByDefault(m),
      injected: injectedByDefault(m),
    })),
    otherNames.map((o) => o.name),
  );
  const versions = groupVersions(bySlug.values());
  const alternatives = joinBiologicFamilies(versions);
  const responses = new Map<string, MedicationResponse>();
  return {
    bySlug,
    index,
    versions,
    alternatives,
    response(slug, locale) {
      const key = `${locale}:${slug}`;
      let response = responses.get(key);
      if (!response) {
        const medication = bySlug.get(slug);
        if (!medication) return undefined;
        response = keepJsonText(toMedicationResponse(medication, locale)); // frozen: shared by every answer
        responses.set(key, response);
      }
      return response;
    },
  };
}

export const getCatalog = versionedCache("catalog", "catalog", loadCatalogIndex);

// The spec's Medication (2.1) in the requested locale; drug names are not translated, and a generic is written as a
// pharmacist writes it, not as RxNorm files it (plain-generic.ts).
export function toMedicationResponse(m: StoredMedication, locale: Locale) {
  const { name, generic } = plainNames(m);
  return {
    name,
    generic,
    dose: m.doses.map((d) => ({
      package: d.package,
      label: locale === "es-US" ? d.labelEs : d.label,
      value: d.ndc,
      baseValue: d.baseValue,
      unitLabel: unitLabel(d.unitKey, locale, 2),
      quantity: d.quantities.map((q) => ({ label: quantityChoiceLabel(d, q, locale), value: q.value })),
      defaultQuantity: d.defaultQuantity,
      program: d.program,
      doseForm: d.doseForm,
    })),
    defaultDose: m.defaultDose,
    slug: m.slug,
    genericSlug: m.genericSlug,
  };
}
