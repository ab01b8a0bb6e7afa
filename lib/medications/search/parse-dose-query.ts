// A type-ahead query may end with the strength or form the patient takes ("atorvastatin 20", "lisinopril 10 mg",
// "flovent hfa", "lantus solostar", "metformin er") and may say who it is for ("gabapentin for dogs"): the name is
// searched, the strength and form choose which dose is shown first, and a pet switches the answer to the pets side.
// A course name a prescriber writes ("Z-Pak", "Medrol Dosepak") stands for its drug and the pack's tablet.
import FORM_ABBREVIATIONS from "./form-abbreviations.json";
import { normalizeSearchText } from "./normalize-search-text";

// `forms`: patterns that one dose form must all match ("nasal spray": /nasal/ and /spray/); empty when none asked.
// `hours`: the release a word names where a drug sells two ("bupropion sr" 12 hours, "bupropion xl" 24).
// `strengths`: every amount asked, as typed ("norco 10/325": 10 and 325), `strength` the first of them.
// `per`: the volume an amount is written over ("400mg/5ml": 5, "100 units/ml": 1), null when none.
// `perHours`: the time an amount is written over, in hours ("25 mcg/hr": 1, "0.05 mg/day" and "21 mg/24 hr": 24), null
// when none: the amount is a rate (a patch's, a ring's), and the dose asked is one of that rate.
export type DoseQuery = {
  name: string;
  strength: number | null;
  strengths: number[];
  unit: string | null;
  per?: number | null;
  perHours?: number | null;
  forms: RegExp[];
  hours: number | null;
  // The doses (NDCs) a trade name is (find-medications.ts sets them from the medication's aliasDoses).
  doses: readonly string[] | null;
  // The milligrams in a mEq of the medication's salt, where the files give them (find-medications.ts sets it).
  mgPerMeq?: number | null;
  pets: boolean;
  // "generic lipitor", "lipitor generic", "generic for lipitor": the generic versions of the brand named.
  generic?: boolean;
  // The name with the form words typed after it, before any amount ("cardizem cd 240 mg": "cardizem cd"), when it
  // has any: a brand's line whose name ends with a form word (find-medications.ts reads it as the line's name).
  written?: string;
};

const UNITS = new Set(["mg", "mcg", "g", "gm", "gram", "grams", "ml", "unit", "units", "iu", "meq"]);
// As the catalog's strengths write them ("50,000 units", "20 mEq" read in lower case).
const UNIT_SPELLINGS: Record<string, string> = { unit: "units", iu: "units", gm: "g", gram: "g", grams: "g" };
const AMOUNTS = /^(\d*\.)?\d+(-(\d*\.)?\d+)*$/;

// Form, device and release words as patients and prescribers type them, to the dose forms they name
// (lib/medications/dose-form-labels.ts keys). "hfa" is a metered-dose inhaler, a pen brand word is a pen.
// "tablet" and "capsule" cover every release ("omeprazole capsule" is the delayed-release one); a dose of the plain
// form comes first within a medication (doses come in form order).
const TABLET = /^tablet/;
const CAPSULE = /^capsule/;
const EXTENDED = /extended-release/;
const DELAYED = /delayed-release/;
const ODT = /orally-disintegrating/;
const CHEWABLE = /chewable/;

const PEN = /pen-injector|auto-injector/;
// Drops are a liquid: not an eye ointment or gel ("tobradex eye drops" is the suspension).
const DROPS = /^(ophthalmic|otic)-(solution|suspension)|nasal-solution|^oral-(solution|suspension)$/;
// Every dose given by a needle: a vial, a prefilled syringe, a pen, an auto-injector, a cartridge.
const INJECTED = /^inject|syringe|pen-injector|auto-injector|cartridge/;
// Swallowed or taken by mouth ("amoxicillin oral suspension", "prednisolone oral").
const ORAL = /^(oral-|tablet|capsule|powder-for-oral|granules|pellet|film-oral)/;
// The NADAC file's own abbreviations of form words (its "NDC Description" of every NDC, as a pharmacy's system
// prints and pharmacists type them: "AMOX-CLAV 400-57 MG/5 ML SUSP", "BUPRENORPHINE-NALOXONE 8-2 MG SL FILM",
// "TELMISARTAN-HYDROCHLOROTHIAZIDE 40-12.5 MG TB", "HYDROCORT-PRAMOXINE 1%-1% CRM") are read as the words they stand
// for; so are "film", "elixir" and "caplet", label words for a film, an oral solution and a tablet.
const NADAC_FORM_WORDS: Record<string, RegExp> = {
  tb: TABLET,
  cp: CAPSULE,
  caplet: TABLET,
  cplt: TABLET,
  sl: /sublingual/,
  film: /^film/,
  elixir: /^oral-solution/,
  sus: /suspension/,
  susp: /suspension/,
  soln: /solution/,
  crm: /cream/,
  oint: /ointment/,
  spr: /spray/,
};
// Two letters the file writes after the strength ("37.5-25 MG CP") are a form there only: "Depakote CP" is a name.
const AFTER_AMOUNTS_ONLY = new Set(["tb", "cp"]);
const amountOrUnit = (word: string) => AMOUNTS.test(word) || UNITS.has(word) || word === "%";
const BASE: Record<string, RegExp> = {
  ...NADAC_FORM_WORDS,
  tab: TABLET,
  tabs: TABLET,
  tablet: TABLET,
  tablets: TABLET,
  cap: CAPSULE,
  caps: CAPSULE,
  capsule: CAPSULE,
  capsules: CAPSULE,
  pill: /^(tablet|capsule)/,
  pills: /^(tablet|capsule)/,
  solution: /solution/,
  liquid: /^oral-(solution|suspension)/,
  syrup: /^oral-solution/,
  suspension: /suspension/,
  cream: /cream/,
  ointment: /ointment/,
  gel: /gel$/,
  lotion: /lotion/,
  shampoo: /shampoo/,
  foam: /foam/,
  inhaler: /^inhaler/,
  puffer: /^inhaler$/,
  hfa: /^inhaler$/,
  diskus: /inhaler-dry-powder/,
  ellipta: /inhaler-dry-powder/,
  respiclick: /inhaler-dry-powder/,
  twisthaler: /inhaler-dry-powder/,
  flexhaler: /inhaler-dry-powder/,
  digihaler: /inhaler-dry-powder/,
  pressair: /inhaler-dry-powder/,
  inhub: /inhaler-dry-powder/,
  dpi: /inhaler-dry-powder/,
  mdi: /^inhaler$/,
  redihaler: /^inhaler$/,
  aerosphere: /^inhaler$/,
  respimat: /inhalation-spray/,
  handihaler: /inhalation-powder/,
  neohaler: /inhalation-powder/,
  inhalation: /^inhal/,
  nebulizer: /^inhalation-(solution|suspension)/,
  neb: /^inhalation-(solution|suspension)/,
  patch: /patch/,
  // MedlinePlus's and the labels' route of a patch ("Nicotine Transdermal Patch", "Fentanyl Transdermal System").
  transdermal: /patch/,
  ring: /ring$/,
  injection: INJECTED,
  injectable: INJECTED,
  vial: /^inject/,
  prefilled: /prefilled/,
  syringe: /syringe/,
  autoinjector: /auto-injector/,
  pen: PEN,
  pens: PEN,
  solostar: /pen-injector/,
  kwikpen: /pen-injector/,
  flexpen: /pen-injector/,
  flextouch: /pen-injector/,
  drops: DROPS,
  drop: DROPS,
  eyedrops: /^ophthalmic-(solution|suspension)/,
  eyedrop: /^ophthalmic-(solution|suspension)/,
  oral: ORAL,
  nose: /nasal/,
  eye: /ophthalmic/,
  ophthalmic: /ophthalmic/,
  ear: /otic/,
  otic: /otic/,
  nasal: /nasal/,
  vaginal: /vaginal/,
  rectal: /rectal|suppository|enema/,
  // The skin's: a vaginal or rectal cream or gel is not ("metronidazole 0.75% topical gel" is not the vaginal gel).
  topical: /^(?!vaginal|rectal).*(topical|cream|ointment|gel$|lotion|foam|patch)/,
  spray: /spray/,
  gum: /chewing-gum/,
  lozenge: /lozenge/,
  lozenges: /lozenge/,
  troche: /lozenge/,
  troches: /lozenge/,
  mouthwash: /mouthwash/,
  rinse: /mouthwash/,
  toothpaste: /toothpaste/,
  chewable: CHEWABLE,
  odt: ODT,
  // Prevacid's and Lamictal's names of their orally disintegrating tablets ("PREVACID DR 30 MG SOLUTAB").
  solutab: ODT,
  granules: /granules/,
  granule: /granules/,
  sublingual: /sublingual/,
  suppository: /suppository/,
  suppositories: /suppository/,
  extended: EXTENDED,
  er: EXTENDED,
  xr: EXTENDED,
  xl: EXTENDED,
  sr: EXTENDED,
  cr: EXTENDED,
  la: EXTENDED,
  cd: EXTENDED,
  delayed: DELAYED,
  dr: DELAYED,
  ec: DELAYED,
};
// The form words a query's words may abbreviate (form-abbreviations.ts reads the NADAC file's against them).
export const BASE_FORM_WORDS: Readonly<Record<string, RegExp>> = BASE;
// With the NADAC file's own abbreviations of them ("inh", "ophth", "sol", "syr", "drp": form-abbreviations.json), and
// three a prescription writes that the file writes for fewer than three of the catalog's NDCs ("oph", "top", "inj":
// 0, 5 and 3 rows of its whole week, none or one of them the catalog's).
const PRESCRIPTION_ABBREVIATIONS: Record<string, string> = { oph: "ophthalmic", top: "topical", inj: "injection" };
const FORM_WORDS: Record<string, RegExp> = {
  ...Object.fromEntries(Object.entries(FORM_ABBREVIATIONS).map(([short, { word }]) => [short, BASE[word]!])),
  ...Object.fromEntries(Object.entries(PRESCRIPTION_ABBREVIATIONS).map(([short, word]) => [short, BASE[word]!])),
  ...BASE,
};

// The form words that name a route (the mouth, the eye, the ear, the skin...), not a form of it.
export const ROUTE_FORMS: ReadonlySet<RegExp> = new Set(
  ["oral", "eye", "ophthalmic", "ear", "otic", "nose", "nasal", "vaginal", "rectal", "topical"].map((w) => BASE[w]!),
);

// "Extended release", "extended-release", "sustained release", "delayed-release" as one word (er, sr, dr).
const RELEASE_PHRASES: [RegExp, string][] = [
  [/\b(extended|controlled)[\s-]*release\b/g, " er "],
  [/\bsustained[\s-]*release\b/g, " sr "],
  [/\bdelayed[\s-]*release\b/g, " dr "],
];
// "Nebulizer solution" is what patients call any nebulized liquid, Pulmicort's suspension (Respules) too: the
// nebulizer is the form asked. "For oral suspension", "for ophthalmic solution": RxNorm's and the Green Book's way of
// writing the form a powder is made up to ("Amoxicillin and Clavulanate Potassium for Oral Suspension"), the form,
// not a purpose.
const FORM_PHRASES: [RegExp, string][] = [
  [/\b(nebuli[sz]er|neb)\s+solutions?\b/g, " nebulizer "],
  [/\b(?:powder\s+)?for\s+(oral|ophthalmic|otic)\s+(suspension|solution)s?\b/g, " $1 $2 "],
];

// The form word a word is: itself, or its plural ("inhalers", "patches", "suppositories"). Null for another word.
export function formWordOf(word: string, words: Readonly<Record<string, RegExp>> = FORM_WORDS): string | null {
  if (Object.hasOwn(words, word)) return word;
  for (const singular of [word.slice(0, -1), word.slice(0, -2), word.replace(/ies$/, "y")])
    if (word.endsWith("s") && singular.length >= 3 && Object.hasOwn(words, singular)) return singular;
  return null;
}
// A form word (or its plural), a unit or a pack word: no part of a drug's name (IngredientMatcher.completedWords).
export const isFormOrUnitWord = (word: string) =>
  formWordOf(word) !== null || UNITS.has(word) || PACK_WORDS.has(word) || SALTS_WORDS.has(word);
// The same, of the form words as spelt out, before the NADAC file's abbreviations (form-abbreviations.ts).
export const baseFormWordOf = (word: string) => formWordOf(word, BASE);

// Words naming a device or a route, which alone ("inhaler", "nebulizer", "eye drops", "patch") ask for what a
// pharmacist hands over in it (findMedications). Words of a swallowed form, a release or a skin form ("tablet", "er",
// "cream") alone ask for nothing a pharmacist could choose.
const DEVICE_OR_ROUTE_WORDS = new Set([
  "inhaler", "puffer", "hfa", "mdi", "dpi", "nebulizer", "neb", "patch", "drops", "drop", "eyedrops", "eyedrop",
  "eye", "ear", "nose", "nasal", "ophthalmic", "otic", "spray", "suppository", "suppositories", "pen", "pens",
  "autoinjector", "syringe", "lozenge", "lozenges", "troche", "troches", "mouthwash", "rinse", "vaginal", "rectal",
]); // prettier-ignore

// The forms a query of device, route and form words only asks for ("eye drops", "inhalers", "nasal spray"), at least
// one of them a device or route; null for any other query.
export function deviceFormsOf(query: string): RegExp[] | null {
  // Most queries are a name's start: their first word is no form word.
  const first = /^\s*([a-z]+)/i.exec(query)?.[1]?.toLowerCase();
  if (!first || formWordOf(first) === null) return null;
  const words = normalizeSearchText(query)
    .split(" ")
    .filter(Boolean)
    .map((w) => formWordOf(w));
  if (words.length === 0 || words.some((w) => w === null)) return null;
  if (!words.some((w) => DEVICE_OR_ROUTE_WORDS.has(w!))) return null;
  return words.map((w) => FORM_WORDS[w!]!);
}

// Form words a patient misspells (five letters or more): "suspention", "ointmnet", "inhailer", "capsul", "pathces".
// findMedications reads a query's last words as these only when it finds nothing as typed, so a name that is one
// edit from one ("liqui" of Liqui-Char) is still found as typed.
const MISSPELT_FORM_WORDS = [
  "tablet", "capsule", "solution", "suspension", "liquid", "cream", "ointment", "lotion", "shampoo", "inhaler",
  "nebulizer", "injection", "autoinjector", "syringe", "spray", "patch", "drops", "lozenge", "suppository",
  "chewable", "sublingual", "ophthalmic", "vaginal", "topical", "rectal",
].flatMap((word) => [word, `${word}s`, `${word}es`, word.replace(/y$/, "ies")].filter((w) => formWordOf(w) !== null)); // prettier-ignore
// And every device word of 6 letters or more, the second word of a brand's line ("lantus solostr", "novolog flexpin",
// "advair diskas", "breo elipta", "spiriva handihalr": the nineteenth pass).
MISSPELT_FORM_WORDS.push(...Object.keys(FORM_WORDS).filter((w) => w.length >= 6 && !MISSPELT_FORM_WORDS.includes(w)));

// The query with its trailing words that are one edit (a letter left out, added, changed or two swapped) from a
// form word, or from its plural, written as the form word; null when no word is.
export function withFormWordsSpelled(query: string): string | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let changed = false;
  for (let i = words.length - 1; i >= 1; i--) {
    const word = words[i]!;
    if (formWordOf(word) || AMOUNTS.test(word) || UNITS.has(word)) continue;
    const spelled = word.length >= 4 && MISSPELT_FORM_WORDS.find((f) => oneEditApart(word, f));
    if (!spelled) break;
    words[i] = spelled;
    changed = true;
  }
  return changed ? words.join(" ") : null;
}

// A release named by how long it lasts ("clarinex d 12 hour", "allegra-d 24 hour", "claritin d 12hr", "d 12 hour
// clarinex", as the Orange Book and Part D name the lines): a number of hours not written over an amount ("25 mcg/hr",
// "21 mg per 24 hours" are rates). The query without it, and the hours; null when it names none. findMedications
// reads it only when nothing is found as typed.
const DURATION = /(^|[^\d./])\b(\d{1,2})[\s-]*(?:hours?|hrs?|h)\b/;
const AFTER_AMOUNT = /(?:\d\s*(?:mg|mcg|g|units?|meq)|\bper|\ba)\s*$/;
export function withReleaseDuration(query: string): { query: string; hours: number } | null {
  const lower = query.toLowerCase();
  const found = DURATION.exec(lower);
  if (!found || AFTER_AMOUNT.test(lower.slice(0, found.index + found[1]!.length))) return null;
  const rest = `${lower.slice(0, found.index)}${found[1]} ${lower.slice(found.index + found[0].length)}`;
  const words = rest.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return { query: words.join(" "), hours: Number(found[2]) };
}

// The query without the words after its strength that name no form, unit or amount: the NADAC file's and labels' own
// words for a product's make or pack ("AMLODIPINE 10 MG GELCAP", "PREGABALIN 300 MG MINI SFGL", "AMOXICILLIN 250 MG/5 ML
// SUSP CUP", "TOPIRAMATE ER 200 MG SPRINK CAP", "FLUOROURACIL 5% CREAM PACKET"), which search reads past as it reads
// past "salts" or "kit", keeping the form words among them ("cap", "cream"). Null when there is no strength after a
// name, or no such word. findMedications reads it only when nothing is found as typed, so a name with a number in it
// ("vitamin d3 2000 units", "polyethylene glycol 3350 powder") is still found as typed.
export function withWordsPastStrength(query: string): string | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const at = words.findIndex((w, i) => i > 0 && /^\.?\d/.test(w) && /[a-z]/.test(words.slice(0, i).join(" ")));
  if (at < 0) return null;
  let end = at + 1;
  while (end < words.length && (/\d/.test(words[end]!) || amountOrUnit(words[end]!))) end++;
  const known = (w: string) => /\d/.test(w) || amountOrUnit(w) || formWordOf(w) !== null;
  const after = words.slice(end);
  const kept = after.filter(known);
  return kept.length === after.length ? null : [...words.slice(0, end), ...kept].join(" ");
}

// One insertion, deletion, substitution or swap of two neighbours apart.
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)); // prettier-ignore
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

// Sustained release is the twice-daily tablet where a drug also sells a once-daily one (Wellbutrin SR and XL).
const RELEASE_HOURS: Record<string, number> = { sr: 12, xl: 24 };
// Words that say how a pack is dispensed, not which drug: "prednisone dose pack" is prednisone.
const PACK_WORDS = new Set(["dose", "pack", "pak", "dosepak", "dosepack"]);

// "Mixed amphetamine salts", Adderall's generic as prescribers write it: the molecule named, whatever its salts.
// A kit after a name ("KIT", "KT" of the NADAC file's descriptions: 17 of the catalog's NDCs, an injection's, an otic
// solution's, a prefilled syringe's) holds the dose named, no form of its own: read past, as a salt word is.
// So is a label's prescription mark ("Praziquantel Tablets (Rx)", "Praziquantel 34 (Rx)", as the Green Book writes
// it), and its pharmacopeia mark after a form word ("Mupirocin Ointment USP", "Phenylbutazone Tablets, USP 1 gram");
// after a name it is part of the name ("estrogens, conjugated (USP)").
const SALTS_WORDS = new Set(["salt", "salts", "kit", "kt", "(rx)"]);
const LABEL_MARK = "usp";

// Course and pack names no public name file lists (see prisma/seed/README.md, search): the drug and the tablet the
// pack holds. Z-Pak: six azithromycin 250 mg tablets; Tri-Pak: three 500 mg; Medrol Dosepak: 21 methylprednisolone
// 4 mg tablets.
const COURSES: Record<string, { name: string; strength: number; forms: RegExp[] }> = {
  "z pak": { name: "azithromycin", strength: 250, forms: [/^tablet$/] },
  "tri pak": { name: "azithromycin", strength: 500, forms: [/^tablet$/] },
  medrol: { name: "methylprednisolone", strength: 4, forms: [/^tablet$/] },
};
// Spellings of those names, once pack words are dropped ("z-pack", "zpak", "medrol dose pack", "dosepak").
const COURSE_SPELLINGS: Record<string, string> = {
  z: "z pak",
  zpak: "z pak",
  zpack: "z pak",
  "z pak": "z pak",
  "z pack": "z pak",
  tri: "tri pak",
  tripak: "tri pak",
  "tri pak": "tri pak",
  "": "medrol",
  medrol: "medrol",
};

// "for dogs", "for my cat", "canine", "para perros", "my dog's", "para mi perra", "for my doggy": who the
// medication is for.
// Horses too ("bute for horses", "horse dewormer", "smz tmp for my horse", "para mi caballo"), but for the names that
// hold a horse word (HORSE_NAMES).
const ANIMAL_WORDS = String.raw`dog(?:gy|gie|go)?s?|cats?|kitt(?:y|ies)|pets?|pupp(?:y|ies)|kittens?|canines?|felines?|perr(?:it)?[oa]s?|gat(?:it)?[oa]s?|mascotas?|horses?|pon(?:y|ies)|equines?|foals?|caballos?|yeguas?|equinos?`; // prettier-ignore
const PET_PHRASE = new RegExp(
  String.raw`\b((?:for|para) (?:my |a |the |your |our |mi |mis |el |la |los |las |su |un |una )?|(?:my|mi|mis|your|our) )?(${ANIMAL_WORDS})(?:'s|\u2019s)?\b`,
  "g",
);
// The drug names of the public name files that hold a horse word (a serum, a supplement, an animal drug's own name):
// there the word is part of the name, not who the medication is for ("horse chestnut"; "amp equine for horses" is
// Amp-Equine for a horse). parse-dose-query.test.ts checks the list against every name of the catalog seed.
export const HORSE_NAMES = [
  "amp equine",
  "antilymphocyte immunoglobulin horse",
  "conjugated equine estrogens",
  "equine collagen",
  "horse chestnut",
  "rabies immune globulin equine",
  "serum horse",
  "tetanus immune globulin equine",
];
// Each name's words joined by "_" while pet words are read, so none of them is read as one.
const HORSE_NAMED = HORSE_NAMES.map((n) => new RegExp(String.raw`\b${n.split(" ").join("[^a-z0-9]+")}\b`, "g"));
const holdNames = (text: string) =>
  HORSE_NAMED.reduce((t, re) => t.replace(re, (m) => m.replace(/[^a-z0-9]+/g, "_")), text);
export const HORSE_WORD = /\b(horses?|pon(?:y|ies)|equines?|foals?|caballos?|yeguas?|equinos?)\b/;

// "generic" before or after a name, as patients ask for the generic of a brand ("generic for lipitor", "lipitor
// generic", "generic version of concerta").
const GENERIC_PHRASE =
  /^\s*generic\s+(?:(?:version|form|equivalent)\s+)?(?:(?:for|of|to)\s+)?|\s+generic(?:\s+(?:version|form|equivalent))?\s*$/g;
// A count written after the dose, as a prescription, a pharmacy's label or a patient writes how many: "lisinopril 10
// mg qty 30", "qty: 90", "x 30", "disp 60", "(30)", "90 count", "30ct", "90 day supply", and "#30" after an amount or a
// form word ("lisinopril 10 mg #30", "gabapentin 300 mg caps #90"; "tylenol #3" is Tylenol with Codeine No. 3, a name).
// How many, not which dose.
const QUANTITY =
  /\s+(?:(?:qty|quantity|disp|dispense)\s*[:#]?\s*\d+|x\s*\d+|\(\d+\)|\d+\s*(?:count|ct|day supply|days? supply|days))\s*$/;
const NUMBERED_COUNT = /(\d[\s\S]*?)\s+#\s*\d+\s*$/;
// A count between a strength and the form counted ("atorvastatin 40 mg 30 tabs", "metformin er 500 mg 60 tablets",
// "azithromycin 250 mg 6 tablets"): the strength and the form, not a second amount.
const COUNT_OF_FORM =
  /(\d\s*(?:mg|mcg|g|gm|meq|units?|%))\s+\d+\s+(?=(?:tabs?|tablets?|caps?|capsules?|pills?|softgels?|caplets?)\b)/;
export function withoutCount(text: string): string {
  let rest = text.replace(COUNT_OF_FORM, "$1 ");
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(QUANTITY, "").replace(NUMBERED_COUNT, "$1");
  }
  return rest;
}

// An amount written over a volume or a time ("400mg/5ml", "400 mg per 5 ml", "100 units/ml", "25 mcg/hr", "25 mcg/h",
// "0.05 mg/day", "21 mg/24 hr", "21 mg per day", "21 mg a day", "4.6 mg/24 hours"): the amount stays, the volume
// (`per`) or the hours (`perHours`, a day 24) are kept apart. Labels and prescriptions write a patch's or a ring's
// strength per day or per hour as they please (estradiol "0.05 mg/day", the catalog's "50 mcg/24 hr").
const PER = /(\d\s*(?:mg|mcg|g|units?|iu|meq))\s*(?:\/|\bper\b|\ba\b)\s*(\d*\.?\d*)\s*(ml|gm?|hours?|hrs?|h|days?|d)\b/;
// The same with a number of hours after the unit and nothing between ("21 mg 24 hr").
const PER_HOURS = /(\d\s*(?:mg|mcg|g|units?|meq))\s+(\d+)\s*(hours?|hrs?|h)\b/;
const HOURS_OF: Record<string, number> = { hour: 1, hours: 1, hr: 1, hrs: 1, h: 1, day: 24, days: 24, d: 24 };

const UNIT_BETWEEN_AMOUNTS = /(\d)\s*(mg|mcg|%)\s*-\s*(?=\.?\d[\d.,]*\s*\2(?![a-z]))/g;
// Amounts each with its own unit ("30 mcg-0.15 mg", "25 units-75 units/ml", as the catalog and the NADAC file write a
// pill pack's or a mix's), read as the amounts they are, whatever unit each has (parseDoseQuery keeps no unit).
const UNITS_BETWEEN_AMOUNTS = /(\d\s*(?:mg|mcg|g|units?|meq|%))\s*-\s*(?=\.?\d)/g;

// "5mg" splits into number and unit, but not a number that is part of a name ("interferon beta-1a", "peginterferon
// alfa-2b", "vitamin d3"): only a unit, or a form or release word ("10er"), is split from the amount before it.
const UNIT_AFTER_AMOUNT = /(\d)\s*(mg|mcg|gm|grams?|g|ml|units?|iu|meq|%|tabs?|tablets?|caps?|capsules?|er|xr|xl|sr|dr|cr|odt)(?![a-z])/g; // prettier-ignore

export function parseDoseQuery(query: string): DoseQuery {
  let named = withoutCount(query.toLowerCase()).replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
  for (const [phrase, word] of [...RELEASE_PHRASES, ...FORM_PHRASES]) named = named.replace(phrase, word);
  const over = PER.exec(named) ?? PER_HOURS.exec(named);
  // A gram of a cream is read as a millilitre of a solution: "10 mg/g" is 1%.
  const volume = over !== null && /^(ml|gm?)$/.test(over[3]!);
  const per = over && volume ? Number(over[2] || 1) : null;
  const perHours = over && !volume ? Number(over[2] || 1) * HOURS_OF[over[3]!]! : null;
  if (over) named = named.replace(over[0], over[1]!);
  // A combination's amounts each with the same unit ("120 mg-12 mg", "1%-1%", "0.2%-0.5%"), as labels and the NADAC
  // file write them, are its amounts in that unit ("120-12 mg").
  named = named.replace(UNIT_BETWEEN_AMOUNTS, "$1-").replace(UNITS_BETWEEN_AMOUNTS, "$1 ");
  const generic = /\bgeneric\b/.test(named) && named.replace(GENERIC_PHRASE, " ").trim() !== "";
  const lower = generic ? named.replace(GENERIC_PHRASE, " ") : named;
  const held = holdNames(lower);
  const pets = PET_PHRASE.test(held);
  PET_PHRASE.lastIndex = 0;
  // "0.5 mg" keeps its decimal point; "5mg" splits into number and unit; "auto-injector" is one word.
  const words = held
    .replace(PET_PHRASE, " ")
    .replace(/auto[\s-]?injectors?/g, "autoinjector")
    .replace(UNIT_AFTER_AMOUNT, "$1 $2")
    .split(/[\s,/]+/)
    .filter(Boolean);
  let strengths: number[] = [];
  let unit: string | null = null;
  const unitsTyped = new Set<string>();
  const forms: RegExp[] = [];
  let hours: number | null = null;
  let packWords = 0;
  let end = words.length;
  while (end > 1) {
    const word = words[end - 1]!;
    // "10/325", "10-325" or "10 325" (a combination's strengths, in the order the patient knows them), ".5".
    if (AMOUNTS.test(word)) strengths = [...word.split("-").map(Number), ...strengths];
    else if (UNITS.has(word) || word === "%") {
      unit = UNIT_SPELLINGS[word] ?? word;
      unitsTyped.add(unit);
    } else if (formWordOf(word) && (!AFTER_AMOUNTS_ONLY.has(word) || amountOrUnit(words[end - 2]!))) {
      const form = formWordOf(word)!;
      forms.unshift(FORM_WORDS[form]!);
      hours ??= RELEASE_HOURS[form] ?? null;
    } else if (PACK_WORDS.has(word)) packWords++;
    else if (word === LABEL_MARK && end >= 2 && formWordOf(words[end - 2]!)) {
      // read past, as a salt word is
    } else if (!SALTS_WORDS.has(word)) break;
    end--;
  }
  // Amounts each with its own unit ("30 mcg-0.15 mg", a pill pack's): no one unit is theirs.
  if (unitsTyped.size > 1 && strengths.length > 1) unit = null;
  // A strength written before the name, as a label or prescription may ("10 mg lisinopril", "0.1% triamcinolone
  // cream"): an amount with its unit, never a bare number ("6-aminocaproic acid" is a name).
  let start = 0;
  while (
    strengths.length === 0 &&
    start + 2 < end &&
    AMOUNTS.test(words[start]!) &&
    (UNITS.has(words[start + 1]!) || words[start + 1] === "%")
  ) {
    strengths = words[start]!.split("-").map(Number);
    unit = UNIT_SPELLINGS[words[start + 1]!] ?? words[start + 1]!;
    start += 2;
  }
  const strength = strengths[0] ?? null;
  if (words[start] === "mixed" && end > start + 1) start++;
  const name = normalizeSearchText(words.slice(start, end).join(" "));
  let through = end;
  while (through < words.length && formWordOf(words[through]!)) through++;
  const written = through > end ? normalizeSearchText(words.slice(start, through).join(" ")) : undefined;
  const course = courseOf(name, packWords > 0 || PACK_WORDS.has(name));
  if (course) {
    return {
      name: course.name,
      strength: strength ?? course.strength,
      strengths: strengths.length > 0 ? strengths : [course.strength],
      unit,
      forms: forms.length ? forms : course.forms,
      hours,
      doses: null,
      pets,
      generic,
    };
  }
  // A name that is only a number ("5") is not a name: leave such a query as it is.
  if (!/[a-z]/.test(name))
    return { name: normalizeSearchText(query), strength: null, strengths: [], unit: null, forms: [], hours: null, doses: null, pets, generic }; // prettier-ignore
  return {
    name,
    strength,
    strengths,
    unit,
    ...(per === null ? {} : { per }),
    ...(perHours === null ? {} : { perHours }),
    forms,
    hours,
    doses: null,
    pets,
    generic,
    ...(written === undefined ? {} : { written }),
  };
}

function courseOf(name: string, packed: boolean) {
  const spelled = PACK_WORDS.has(name) ? "" : name;
  // "z" and "tri" are course names only with a pack word ("z pak"); "medrol" is the Dosepak only with one too,
  // but the bare brand also means methylprednisolone (its alias): either way the tablet is the course's.
  const key = COURSE_SPELLINGS[spelled];
  if (key === undefined || (!packed && (spelled === "z" || spelled === "tri" || spelled === ""))) return null;
  return COURSES[key]!;
}
