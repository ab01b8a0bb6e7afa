// Where each raw file came from and the rules the seed was derived by; written into the seed and its README.
import { SOURCE_FILES } from "./read-catalog-sources";
import { NAME_FILES } from "./read-drug-name-sources";

export const QUANTITY_FILES = {
  partD: "quantities/cms_partd_units_per_claim_2017.csv.gz",
  packs: "quantities/rxnorm_packs_partial_noA.tsv.gz",
} as const;

type Provenance = { what: string; origin: string; licence: string; asOf: string };

const COMPILATION =
  "CMS NADAC Comparison files joined to NLM RxNorm, compiled in GitHub Alex-Naglich-CMU/2025_Data_Vis_Final @5e91b790";
const CMS = "CMS public data";

export const SOURCE_PROVENANCE: Record<string, Provenance> = {
  [SOURCE_FILES.latest]: {
    what: "One row per NDC11: RxNorm name and RxCUI, brand/generic flag, latest NADAC per unit, date, pricing unit",
    origin: COMPILATION,
    licence: `${CMS} and NLM RxNorm (public); the compilation has no licence, used as seed data`,
    asOf: "NADAC to 2025-11-19",
  },
  [SOURCE_FILES.history]: {
    what: "One JSON per RxCUI: RxNorm name, Brand_RxCUI/Generic_RxCUI pair, monthly NADAC history per NDC11",
    origin: COMPILATION,
    licence: `${CMS} and NLM RxNorm (public); the compilation has no licence, used as seed data`,
    asOf: "2017-07 to 2025-11",
  },
  [SOURCE_FILES.index]: {
    what: "RxCUI -> name, is_brand, mate_rxcui (the brand's generic or the generic's brand)",
    origin: COMPILATION,
    licence: "NLM RxNorm (public); the compilation has no licence, used as seed data",
    asOf: "2025",
  },
  [SOURCE_FILES.extract]: {
    what: "CMS weekly NADAC rows (3 cheapest NDCs per drug name) with pricing unit and OTC flag",
    origin: "CMS weekly NADAC (data.medicaid.gov), via GitHub schylerchase/CommunityMeds @48e13004",
    licence: CMS,
    asOf: "2025-12-24",
  },
  [SOURCE_FILES.weekly]: {
    what: "Official weekly NADAC CSV layout, brand NDCs, 21 weekly snapshots",
    origin: "CMS NADAC (data.medicaid.gov), via GitHub Cicada98/US-Drug-price-Optimizer @5f3aeee3",
    licence: CMS,
    asOf: "2025-01 to 2025-05-14",
  },
  [SOURCE_FILES.products]: {
    what: "Drugs@FDA Products: application, product, form, strength, drug name, active ingredients",
    origin: "FDA Drugs@FDA, via GitHub TheJakeYoon/drugs @549cf346",
    licence: "FDA, public domain",
    asOf: "2021-09",
  },
  [SOURCE_FILES.applications]: {
    what: "Drugs@FDA Applications: NDA/ANDA/BLA and sponsor",
    origin: "FDA Drugs@FDA, via GitHub TheJakeYoon/drugs @549cf346",
    licence: "FDA, public domain",
    asOf: "2021-09",
  },
  [SOURCE_FILES.te]: {
    what: "Drugs@FDA therapeutic-equivalence (Orange Book) codes per product",
    origin: "FDA Drugs@FDA, via GitHub TheJakeYoon/drugs @549cf346",
    licence: "FDA, public domain",
    asOf: "2021-09",
  },
  [QUANTITY_FILES.partD]: {
    what: "Medicare Part D 2017 per brand/generic name: claims, dosage units, units per claim (the usual fill)",
    origin: "derived from CMS Medicare Part D drug spending, via GitHub USAFacts/drugprice @a9725ac5",
    licence: CMS,
    asOf: "2017",
  },
  [QUANTITY_FILES.packs]: {
    what: "RxNorm packs (BPCK): pack name with its contents and cycle, NDC11s (no ingredient starting with A)",
    origin: "flattened from GitHub davidanderson3/rxnorm-ingredients @2810603a",
    licence: "NLM RxNorm (free)",
    asOf: "2025-10",
  },
  [NAME_FILES.orangeBook]: {
    what: "FDA Orange Book products: trade name -> active ingredients",
    origin: "FDA Orange Book products.txt, via GitHub stephencarino/fda_orange_book @1e9254ab",
    licence: "FDA, public domain",
    asOf: "2024-05",
  },
  [NAME_FILES.drugbank]: {
    what: "DrugBank open vocabulary: common name and synonyms (Alendronic acid | Alendronate)",
    origin: "GitHub fastdatascience/drug_named_entity_recognition @8cd91a96",
    licence: "CC0",
    asOf: "2024-07",
  },
  [NAME_FILES.mesh]: {
    what: "NLM MeSH drug synonyms, brands and abbreviations (APAP, HCTZ)",
    origin: "GitHub fastdatascience/drug_named_entity_recognition @8cd91a96",
    licence: "NLM MeSH (free, attribution)",
    asOf: "2024-07",
  },
  [NAME_FILES.medlinePlus]: {
    what: "MedlinePlus generic -> US brand names",
    origin: "GitHub fastdatascience/drug_named_entity_recognition @fc46f9c8",
    licence: "names from NLM MedlinePlus; repository MIT",
    asOf: "2025-07",
  },
  [NAME_FILES.greenBook]: {
    what: "FDA Green Book approved animal drugs: application number, trade name, sponsor",
    origin: "GitHub nghiencuuthuoc/PharmApp @825c0b65",
    licence: "FDA, public domain",
    asOf: "2024-12",
  },
};

export const DERIVATION_RULES = [
  "Medications: one per RxNorm [Brand] name and one per generic name (the RxNorm ingredient names, joined by ' / '). Names are kept as RxNorm writes them in both locales. A pack NDC (NADAC description) listed in RxNorm's branded packs is a dose of its brand: form 'pack', counted by the pack (its tablets as baseValue), 1 or 3 packs of a 28-day cycle, 1 or 2 of a 91-day one.",
  "Doses: one per qualifier + quantity factor + ingredient strengths + dose form of the RxNorm name; only NDCs with a NADAC rate in the 18 months before the newest rate and a pricing unit are kept.",
  "Pricing unit: the latest CMS weekly NADAC file, then the CMS weekly extract, then the flattened file (CMS-read or inferred from the dose form, flagged in pricingUnitSource).",
  "Representative NDC (dose.value): most NADAC price points, then lowest NADAC per unit, then a CMS-stated pricing unit, then lowest NDC. NDCs billed in another unit than the representative are left out of the dose.",
  "Default dose: the release (immediate or extended) with the most CMS Part D 2017 claims over every brand and generic of the molecule, then a tablet or capsule before other forms, then the dose whose NDCs carry the most NADAC price points in total (more labelers and longer survey presence = more dispensing); ties go to the lowest strength.",
  "Quantities: counts of the form's unit times baseValue (the pricing units in one unit): tablets/capsules of a drug in CMS Part D 2017 by its units per claim (under 3 monthly 1/3, under 15 weekly 4/12, under 70 daily 30/90, under 115 twice daily 60/180, else 90/270; a weekly or monthly molecule whose strengths span 5x or more takes the same amount a month at every strength, its lowest daily; anti-infective courses 10-30 with the size nearest the units per claim by default, a course under 10 keeping its total amount at another strength than the most stocked one), others 30/60/90 (antibacterials by USAN stem 10-30, default 20); oral liquids 100-473 mL; reconstituted powders 50-150 mL; creams 15-60 g; eye drops 2.5-15 mL; metered-dose inhalers, insulin and GLP-1 pens and insulin vials by the package their FDA label states (package-sizes.ts: canister grams, pens per carton, vial mL), 1-3 packages, else inhalers by Part D or common canister grams, insulin pens by the box of 5 and vials of 10 mL; blister inhalers per device of N actuations; pens/syringes per device of the RxNorm volume; patches a month by wear time.",
  "program is false for every dose: no source names DEA schedules, REMS or specialty programs.",
  "genericSlug: a generic medication is its own; a brand points to the generic medication holding its RxNorm mates (mate_rxcui / Generic_RxCUI), else to a same-ingredient generic when Drugs@FDA lists a marketed A-rated ANDA; null when no priced generic exists.",
  "Slugs: lowercase ASCII words joined by '-', generics before brands, then by name; a repeated slug gets -2, -3.",
  "Search names (aliases): the generic of a brand-only drug (RxNorm), Orange Book trade names and ingredients, MeSH and DrugBank synonyms of the generic, MedlinePlus US brands, and Green Book trade names of animal drugs whose ingredient is a human generic; matched to a generic medication by ingredients as written, then without salt words, then to the brands of those ingredients; a name of a single drug and of its combinations goes to the single drug. Names that match no medication are kept as otherDrugNames (answered with nothing, never a neighbour).",
  "History: for each representative NDC, one point per month in which NADAC changed, rounded to 4 significant digits; repeats of the previous value are dropped.",
];
