// Normalized medication-catalog records shared by the parsers, the catalog builder, the seed and its loader.

export type PricingUnit = "EA" | "ML" | "GM";

// Where an NDC's pricing unit came from: a CMS NADAC file, or the compilation's inference from the dose form.
export type PricingUnitSource = "cms" | "inferred";

export type NdcRecord = {
  ndc: string; // NDC11, digits only
  rxcui: string | null;
  description: string; // RxNorm name of the NDC's product
  isBrand: boolean; // NADAC classification (brand or generic), not the name
  nadacPerUnit: number | null; // US dollars per pricingUnit
  pricingUnit: PricingUnit | null;
  pricingUnitSource: PricingUnitSource | null;
  nadacDate: string | null; // YYYY-MM-DD, effective date of nadacPerUnit
  otc: boolean | null; // null when no NADAC file says
  pricePoints: number; // NADAC rate changes recorded for this NDC since 2017-07
};

// Canonical English keys of the dose forms; labels.ts translates them.
export type DoseForm =
  | "tablet"
  | "tablet-extended-release"
  | "tablet-delayed-release"
  | "tablet-chewable"
  | "tablet-chewable-extended-release"
  | "tablet-orally-disintegrating"
  | "tablet-sublingual"
  | "tablet-buccal"
  | "tablet-effervescent"
  | "tablet-for-suspension"
  | "capsule"
  | "capsule-extended-release"
  | "capsule-delayed-release"
  | "lozenge"
  | "chewing-gum"
  | "film-buccal"
  | "film-sublingual"
  | "film-oral"
  | "pellet"
  | "granules"
  | "granules-for-suspension"
  | "granules-for-solution"
  | "powder-for-oral-solution"
  | "powder-for-oral-suspension"
  | "oral-solution"
  | "oral-suspension"
  | "oral-suspension-extended-release"
  | "oral-gel"
  | "oral-paste"
  | "mouthwash"
  | "toothpaste"
  | "cream"
  | "ointment"
  | "gel"
  | "lotion"
  | "paste"
  | "foam"
  | "oil"
  | "topical-solution"
  | "topical-spray"
  | "topical-powder"
  | "powder-spray"
  | "shampoo"
  | "liquid-soap"
  | "medicated-pad"
  | "mucosal-spray"
  | "mucous-membrane-solution"
  | "ophthalmic-solution"
  | "ophthalmic-suspension"
  | "ophthalmic-ointment"
  | "ophthalmic-gel"
  | "ophthalmic-irrigation"
  | "otic-solution"
  | "otic-suspension"
  | "inhaler"
  | "inhaler-dry-powder"
  | "inhalation-powder"
  | "inhalation-spray"
  | "inhalation-solution"
  | "inhalation-suspension"
  | "nasal-spray"
  | "nasal-solution"
  | "nasal-powder"
  | "nasal-gel"
  | "nasal-inhalant"
  | "injection"
  | "injectable-suspension"
  | "prefilled-syringe"
  | "auto-injector"
  | "pen-injector"
  | "cartridge"
  | "patch"
  | "medicated-patch"
  | "suppository"
  | "urethral-suppository"
  | "enema"
  | "rectal-cream"
  | "rectal-foam"
  | "rectal-gel"
  | "rectal-ointment"
  | "vaginal-cream"
  | "vaginal-gel"
  | "vaginal-ointment"
  | "vaginal-insert"
  | "vaginal-ring"
  | "implant"
  | "intravesical-suspension"
  | "irrigation-solution"
  | "pack"; // a blister pack of a cycle (oral contraceptives, dose packs), counted by the pack

// How long one unit works, from RxNorm's "24 HR" / "21 DAY" prefix (release or wear time).
export type DoseDuration = { value: number; unit: "hour" | "day" };

// The quantity one unit holds, from RxNorm's quantity factor: "3 ML" pen, "120 ACTUAT" inhaler, "2500 MG" gel packet.
export type UnitContent = { value: number; unit: "mL" | "actuation" | "g" };

export type QuantityChoice = { value: string; unitCount: number }; // value = unitCount * baseValue, in pricing units

export type CatalogDose = {
  ndc: string; // representative NDC11 = dose.value of the API
  rxcui: string; // RxCUI of the representative NDC
  strength: string; // e.g. "10 mg", "400 mg/5 mL", "1%", "160 mcg / 4.5 mcg"
  doseForm: DoseForm;
  qualifier: string | null; // RxNorm distinction kept verbatim, e.g. "Once-Daily", "Preservative-Free"
  // The brand whose FDA application a generic dose is sold under when its qualifier is that application's number
  // ("NDA019430": EpiPen), from Drugs@FDA (application-brands.ts): what tells such twins apart on a label.
  applicationBrand?: string | null;
  duration: DoseDuration | null;
  unitContent: UnitContent | null;
  label: string; // English display, e.g. "10 mg tablet"; labels.ts gives es-US
  unitKey: string; // key for unitLabel: "tablet", "capsule", "mL", "g", "inhaler", "pen", ...
  // The metric quantity (in pricingUnit units) of one unitKey: "1" for a tablet, a mL or a g; "3" for a 3 mL pen
  // priced per mL; "60" for a 60-blister inhaler priced per blister. A custom count N prices N * baseValue.
  baseValue: string;
  package: boolean; // true when the quantity counts whole packages or devices (inhaler, pen, vial, ring)
  quantities: QuantityChoice[];
  defaultQuantity: string; // one of quantities[].value
  program: boolean;
  nadacPerUnit: number | null;
  pricingUnit: PricingUnit | null;
  pricingUnitSource: PricingUnitSource | null; // "inferred" units of pens and syringes deserve caution
  nadacDate: string | null;
  ndcs: string[]; // every current NDC11 of this strength and form, representative first
  dispensed: number | null; // prescriptions a year of this strength and form (national scale), null when no file says
};

export type CatalogMedication = {
  slug: string;
  name: string; // brand name ("Lipitor") or generic name ("atorvastatin")
  generic: string; // generic name; equals name for a generic medication
  isBrand: boolean; // false for generics and for branded generics (NADAC classifies them generic)
  genericSlug: string | null; // own slug for a generic; the generic's slug for a brand; null when none exists
  brandSlugs: string[]; // brand-named medications of the same generic (a brand lists its siblings, not itself)
  defaultDose: string; // NDC11 of the default dose
  doses: CatalogDose[];
  rxcuis: string[];
  // Other names that find it (generic of a brand-only drug, US name, abbreviation, brand sold as this generic,
  // veterinary trade name), as written in their public source.
  aliases: string[];
  // Beside each alias, the files that give it (ALIAS_SOURCES' letters of derive-search-names.ts: "o" the Orange Book,
  // "dm" DrugBank and MeSH): a name only DrugBank or MeSH gives is a name abroad, which completes a half-typed name
  // only where no US name does (medication-search-index.ts). Absent in seeds derived before it.
  aliasSources?: string[];
  // The doses (NDCs) an alias names where the medication sells others too: a trade name's own products, by their
  // Orange Book route, form and strength ("flovent": fluticasone propionate's inhalers, whose nasal spray is
  // Flonase's; "zyclara": imiquimod's 3.75% cream); search answers such an alias with one of those doses.
  aliasDoses: Record<string, string[]>;
  // Prescriptions a year of its own NDCs in the dispensing files (national Medicaid scale); null when none holds one.
  dispensed: number | null;
  // Medicare Part D claims a year under its name (part-d-claims.ts); null when Part D names none of its products.
  claims?: number | null;
};

export type SourceProvenance = {
  file: string;
  what: string;
  origin: string;
  licence: string;
  asOf: string;
  rowsRead: number;
  rowsKept: number;
  rowsRejected: number;
};

export type CatalogSeed = {
  version: 1;
  generatedAt: string;
  provenance: { sources: SourceProvenance[]; rules: string[] };
  medications: CatalogMedication[];
  ndcs: NdcRecord[];
  // Normalized drug names the catalog does not sell: search answers them with nothing rather than a neighbour.
  otherDrugNames: string[];
  history: Record<string, [string, number][]>; // representative NDC11 -> [YYYY-MM, NADAC per unit][]
};

export type Rejection = { line: number; reason: string };
export type ParseResult<T> = { records: T[]; rejected: Rejection[] };
