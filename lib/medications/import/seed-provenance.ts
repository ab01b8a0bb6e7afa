// Where each raw file came from and the rules the seed was derived by; written into the seed and its README.
import { SOURCE_FILES } from "./read-catalog-sources";
import { NAME_FILES } from "./read-drug-name-sources";
import { DISPENSING_FILES } from "./read-dispensing-sources";

export const QUANTITY_FILES = {
  packs: "quantities/rxnorm_packs_partial_noA.tsv.gz",
  listed: "quantities/rxnorm_ndc11_to_clinical_drug_partial_noA.tsv.gz",
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
  [SOURCE_FILES.week]: {
    what: "A complete official weekly NADAC file (every NDC NADAC rates that week), CMS's own columns",
    origin: "CMS NADAC (data.medicaid.gov), via GitHub Vaultes/CMCS.resources",
    licence: CMS,
    asOf: "2026-04-08",
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
  [DISPENSING_FILES.national]: {
    what: "US national Medicaid SDUD per NDC11 (generic tablets and capsules): prescriptions, units, units per prescription",
    origin:
      "CMS State Drug Utilization Data (state XX), 4 most recent quarters in 2025-06, aggregated in GitHub mwine81/PACKED_BUBBLE data/sdud.parquet @739182b",
    licence: CMS,
    asOf: "about 2024",
  },
  [DISPENSING_FILES.alaskaOfficial]: {
    what: "SDUD official columns, Alaska fee-for-service 2022, every product type, per NDC and quarter (suppressed rows left out)",
    origin:
      "CMS State Drug Utilization Data 2022, via GitHub sooch27/Medicaid-Drug-Utilization data/data1.csv @177110a",
    licence: CMS,
    asOf: "2022",
  },
  [DISPENSING_FILES.alaska]: {
    what: "The same Alaska 2022 SDUD as per-NDC totals (fills an NDC the official rows lack)",
    origin:
      "CMS State Drug Utilization Data 2022, via GitHub sooch27/Medicaid-Drug-Utilization data/data1.csv @177110a",
    licence: CMS,
    asOf: "2022",
  },
  [DISPENSING_FILES.partD]: {
    what: "Medicare Part D Spending by Drug per year, brand and generic name: claims, dosage units, units per claim (newest year per name kept)",
    origin: "CMS Medicare Part D Spending by Drug, via GitHub mwine81/partD_dashboard_2025 data/partd.parquet",
    licence: CMS,
    asOf: "2015-2023",
  },
  [QUANTITY_FILES.packs]: {
    what: "RxNorm packs (BPCK and GPCK): pack name with its contents and cycle, NDC11s (no ingredient starting with A)",
    origin: "flattened from GitHub davidanderson3/rxnorm-ingredients @2810603a",
    licence: "NLM RxNorm (free)",
    asOf: "2025-10",
  },
  [QUANTITY_FILES.listed]: {
    what: "RxNorm NDC11 -> clinical drug (every labeler and repackager listing it; no ingredient starting with A): the packages listed per strength and form, for a default no dispensing file counts",
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
  "Medications: one per RxNorm [Brand] name and one per generic name (the RxNorm ingredient names, joined by ' / '). Names are kept as RxNorm writes them in both locales. A pack NDC (NADAC description) listed in RxNorm's packs (by NDC11, branded first, else by the RxCUI NADAC gives it) is a dose of its brand, or of the generic of its active ingredients: form 'pack', counted by the pack (its tablets as baseValue, per each when NADAC states no unit for a pack of tablets, capsules or patches), 1 or 3 packs of a 28-day cycle, 1 or 2 of a 91-day one, 1 of a course (no cycle of 21 days or more: dose, starting and titration packs, Paxlovid). A generic pack of several drugs with no course or cycle is left out. An NDC NADAC alone describes as one tablet or capsule of a catalog medication is an NDC of that dose. An NDC NADAC alone describes, in no RxNorm pack, takes RxNorm's name of its NDC, or of its product (labeler and product code) where RxNorm's NDC file names every listed package of it alike.",
  "Doses: one per qualifier + quantity factor + ingredient strengths + dose form of the RxNorm name; only NDCs with a NADAC rate in the 18 months before the newest rate and a pricing unit are kept.",
  "Pricing unit: the latest CMS weekly NADAC file, then the CMS weekly extract, then the flattened file (CMS-read or inferred from the dose form, flagged in pricingUnitSource). An inferred unit gives way to CMS's own units for the same clinical drug (2+ CMS NDCs, unanimous), and a brand's device inferred per mL is billed per each when CMS bills the brand's form only per each, a CMS each NDC of it costs the same, or its kit of the same amount costs the same.",
  "Representative NDC (dose.value): most NADAC price points, then lowest NADAC per unit, then a CMS-stated pricing unit, then lowest NDC. NDCs billed in another unit than the representative are left out of the dose.",
  "Default dose: the dose (strength and form, pooled over every medication selling it) whose NDCs are dispensed most: SDUD prescriptions, national Medicaid for generic tablets and capsules, else Alaska scaled to the national total; NDCs matched by product (labeler and product code). A plain tablet or capsule first when within 80% of the most dispensed. Where no dose has a count: the dose dispensed in the most quarters under 11 times (Alaska SDUD's suppressed rows, by product), a plain tablet or capsule first within 80% of it; then a plain tablet or capsule where its form is stocked within 80% of the most stocked form; then the most NADAC price points (summed over every medication selling the strength and form, where whether a plain tablet or capsule goes first reads the medication's own) times the packages RxNorm's NDC file lists for the dose's clinical drug; ties to the lowest strength. A trade name none of whose doses is counted or sold over the counter, filled in two package sizes, opens on the size Part D's units per claim of its name put at least 80% of its claims in. Where every counted dose is a vial filled one administration at a time (3 mL or less a fill) or an infusion container (an injection of 100 mL or more), or none is counted and the stock picks a vial or bag, a form patients bring to a retail pharmacy opens instead: one the state's file shows dispensed, or any beside infusion containers. A pack's evidence pools every brand selling its regimen. A brand whose default's own NDCs hold no fill takes the strength of its form its own NDCs fill most, else, where no product of its kind (pill, liquid, cream) has a fill of its own, the product of another kind, never an injection, its own NDCs fill most. A brand whose Part D product lines (2023: 'Invega', 'Invega Sustenna') name doses through the Orange Book's trade names defaults within the line claimed most, unless its default's line holds 80% of that line's claims. Doses are listed with the default's form first, then forms by prescriptions, then the fixed form order; strengths ascend by the drug one unit holds.",
  "Quantities: counts of the form's unit times baseValue (the pricing units in one unit). The usual fill is the units per prescription of the dose's median prescription's NDC (national SDUD, else Alaska SDUD). Acute when Part D units per claim (newest year) over the molecule's national Medicaid units per prescription is under halfway between 1 and the programs' once-daily fills' ratio (72 / 46); else, by the fallback, an antibacterial USAN stem. Tablets and capsules: an acute fill shorter than a once-daily fill is its real count (course; 1 a single dose); else units a month = fill x 30 / the source's once-daily fill: under 2 monthly 1/3, under 15 weekly 4/12, else the nearest doses a day in 30/60/90-day supplies, the 30-day by default. Devices and cartons: the whole count nearest the usual fill, at least 1. Bottles, tubes, other counts: the offered size within a quarter of the usual fill, else the fill rounded. Without SDUD evidence: tablets by Part D units per claim read with Part D's once-daily fill (72), else 30/60/90 (antibacterials 10-30, 20 by default); other forms their sizes: oral liquids 100-473 mL, antibiotic liquids 50-200 mL, creams 15-60 g, eye drops 2.5-15 mL, labelled packages (package-sizes.ts) 1-3, insulin pens by the box of 5 and vials of 10 mL, patches a month by wear time. Measured injections: the vial NADAC's description of the NDC states (an amount over a volume at the dose's concentration), else the one its sibling strengths are named with, is counted whole, 1/2/4 vials, unless its fills hold under half a vial; otherwise by the mL, by default the median fill of the measured injections the dispensing files hold (2 mL). A single-dose pen or syringe of a strength the package table does not list takes the carton its product's other strengths of that device share. Suppositories, vaginal inserts and inhalation capsules known only by their brand's Part D claim are counted at a day's rhythm (30/60/90 a daily unit). Eighteenth pass: a scheduled pen, auto-injector, prefilled syringe or cartridge (of a molecule whose tablets are not filled as courses) reads its fill at a month (x 30 / the source's days) before rounding, and one no file fills takes the fill of the medication's filled device of the same strength and content; a generic tablet or capsule only Alaska fills is read at Alaska's generics' days (47.9); a combination no file fills with an ingredient every national fill of which is a course is filled as that course; an over-the-counter lozenge or gum whose box Alaska's quarters read is offered by 1-3 boxes. Twentieth pass: a package Alaska bills whole is read from its price (the amount reimbursed less the state's median fee a prescription, per unit billed, over NADAC per gram or mL that year: Pennsaid's 112 g pump) and offered by 1-3; a bottle form no file reads takes the bottle its label states (labelled-bottles.ts); a metered-dose inhaler whose own NDCs read no canister takes the canister read for another medication's same strength and puffs; a dose no file fills takes the fill of the same ingredients (salt words aside), strengths and form sold under another name (Zituvimet as Janumet).",
  "Labels: RxNorm strengths as a pharmacist reads them; vitamin D (ergocalciferol, cholecalciferol) in USP units (1 mcg = 40 units); one drug in two forms (nitrofurantoin macrocrystals / monohydrate) by its total; two doses that read the same told apart by what the package holds (an inhaler's grams) before an FDA application number. A single-use nasal spray (sold by the device) named by its concentration is labelled by what its one spray holds, at the volume the Orange Book's per-spray strengths give the most such products (0.1 mL); a single-ingredient patch at the rate and span the Orange Book states for its ingredient within 1% ('0.4 mg/hr', '0.3 mg/24 hr', '1 mg/72 hr'); an insulin pen's other ingredient per mL, as the insulin. Ingredient names: an 'X-ic acid' the Orange Book never names but whose 'X-ate' it does is named 'X-ate' (alendronate).",
  "program is false for every dose: no source names DEA schedules, REMS or specialty programs.",
  "genericSlug: a generic medication is its own; a brand points to the generic medication holding its RxNorm mates (mate_rxcui / Generic_RxCUI), else to a same-ingredient generic when Drugs@FDA lists a marketed A-rated ANDA; null when no priced generic exists.",
  "Slugs: lowercase ASCII words joined by '-', generics before brands, then by name; a repeated slug gets -2, -3.",
  "Search names (aliases): the generic of a brand-only drug (RxNorm), Orange Book trade names and ingredients, MeSH and DrugBank synonyms of the generic, MedlinePlus US brands, and Green Book trade names of animal drugs whose ingredient is a human generic; matched to a generic medication by ingredients as written, then without salt words, then to the brands of those ingredients; the Orange Book's ingredients also without the salt words its labels add where RxNorm names the molecule alone (read from the book's products of trade names the catalog sells: escitalopram oxalate), and its trade names also without a strength or count they end with (ANEXSIA 7.5/325) unless that name is another trade name or starts a catalog name; a name of a single drug and of its combinations goes to the single drug. Names that match no medication are kept as otherDrugNames (answered with nothing, never a neighbour).",
  "Alias sources (aliasSources, one per alias): the letters of the files that give the name to that medication: r RxNorm, o the Orange Book, l MedlinePlus, g the Green Book, n the NADAC file (its over-the-counter names, and a name DrugBank or MeSH gives that a NADAC description of a product of the same ingredient writes: ASA, KCl), p the prescription names no file links, d DrugBank, m MeSH, a an abbreviation DrugBank or MeSH writes in capitals (APAP, HCTZ, INH, 5-FU: what US prescribers write). A name only DrugBank or MeSH gives (d, m) is a name abroad (foreign trade names and spellings: Norcolut is norethindrone abroad): search finds its medication when it is typed whole, and completes it from a half-typed name only where no US name (a medication's name, an alias a US file gives) starts so.",
  "Claims: a trade-named medication's (brand or branded generic) Medicare Part D claims a year (the newest year of each product row) of the rows whose product name is its name, alone or followed by a line, release or device ('Lantus Solostar', 'Metformin HCl ER'), with as many ingredients and a molecule word in common; a row goes to the longest catalog name it starts with. Search orders its answers by the Medicaid prescriptions a year (dispensed), else these claims.",
  "History: for each representative NDC, one point per month in which NADAC changed, rounded to 4 significant digits; repeats of the previous value are dropped.",
];
