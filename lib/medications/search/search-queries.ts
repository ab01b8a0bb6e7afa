// Real patient queries and the medication a pharmacist would expect first (a slug, several acceptable slugs, or null
// for the spec's 404), grouped by what they test. Used by the search-quality test against the committed seed.
export type ExpectedFirst = string | string[] | null;

export const GENERICS: [string, ExpectedFirst][] = [
  ["atorvastatin", "atorvastatin"],
  ["lisinopril", "lisinopril"],
  ["metformin", "metformin-hydrochloride"],
  ["amlodipine", "amlodipine"],
  ["levothyroxine", "levothyroxine-sodium"],
  ["sertraline", "sertraline"],
  ["omeprazole", "omeprazole"],
  ["gabapentin", "gabapentin"],
  ["losartan", "losartan-potassium"],
  ["hydrochlorothiazide", "hydrochlorothiazide"],
  ["prednisone", "prednisone"],
  ["amoxicillin", "amoxicillin"],
  ["escitalopram", "escitalopram"],
  ["citalopram", "citalopram"],
  ["fluoxetine", "fluoxetine"],
  ["trazodone", "trazodone-hydrochloride"],
  ["tramadol", "tramadol-hydrochloride"],
  ["meloxicam", "meloxicam"],
  ["furosemide", "furosemide"],
  ["pantoprazole", "pantoprazole"],
  ["montelukast", "montelukast"],
  ["rosuvastatin", "rosuvastatin-calcium"],
  ["pravastatin", "pravastatin-sodium"],
  ["carvedilol", "carvedilol"],
  ["metoprolol succinate", "metoprolol-succinate"],
  ["clopidogrel", "clopidogrel"],
  ["warfarin", "warfarin-sodium"],
  ["allopurinol", "allopurinol"],
  ["tamsulosin", "tamsulosin-hydrochloride"],
  ["duloxetine", "duloxetine"],
  ["venlafaxine", "venlafaxine"],
  ["cyclobenzaprine", "cyclobenzaprine-hydrochloride"],
  ["topiramate", "topiramate"],
  ["azithromycin", "azithromycin"],
  ["ciprofloxacin", "ciprofloxacin"],
  ["cephalexin", "cephalexin"],
  ["spironolactone", "spironolactone"],
  ["bupropion", "bupropion-hydrochloride"],
  ["glimepiride", "glimepiride"],
  ["quetiapine", "quetiapine"],
  ["ator", "atorvastatin"],
  ["amlo", "amlodipine"],
  ["lisi", "lisinopril"],
];

export const BRANDS: [string, ExpectedFirst][] = [
  ["Lipitor", "lipitor"],
  ["Zoloft", "zoloft"],
  ["Lexapro", "lexapro"],
  ["Synthroid", "synthroid"],
  ["Norvasc", "norvasc"],
  ["Eliquis", "eliquis"],
  ["Xarelto", "xarelto"],
  ["Jardiance", "jardiance"],
  ["Januvia", "januvia"],
  ["Ozempic", "ozempic"],
  ["Humira", "humira"],
  ["Mounjaro", "mounjaro"],
  ["Trulicity", "trulicity"],
  ["Lantus", "lantus"],
  ["Wellbutrin", "wellbutrin"],
  ["Keppra", "keppra"],
  ["Prozac", "prozac"],
  ["Adderall", "adderall"],
  ["Ventolin", "ventolin"],
  ["Crestor", "crestor"],
  ["Plavix", "plavix"],
  ["Lasix", "lasix"],
  ["Ambien", "ambien"],
  ["Xanax", "xanax"],
  ["Cymbalta", "cymbalta"],
  ["Seroquel", "seroquel"],
  ["Zithromax", "zithromax"],
  ["Augmentin", "augmentin"],
  ["Wegovy", "wegovy"],
  ["Farxiga", "farxiga"],
];

// Names a patient uses that are not the catalog's medication name: generics of brand-only drugs, US names, common
// abbreviations and brands the catalog only sells as the generic.
export const SYNONYMS: [string, ExpectedFirst][] = [
  ["apixaban", "eliquis"],
  ["semaglutide", ["ozempic", "wegovy", "rybelsus"]],
  ["adalimumab", "humira"],
  ["tirzepatide", ["mounjaro", "zepbound"]],
  ["dulaglutide", "trulicity"],
  ["empagliflozin", "jardiance"],
  ["sitagliptin", "januvia"],
  ["alendronate", "alendronate"],
  ["alendronic acid", "alendronate"],
  ["ibandronate", "ibandronate"],
  ["HCTZ", "hydrochlorothiazide"],
  ["APAP", "acetaminophen"],
  ["Keflex", "cephalexin"],
  ["Glucophage", "metformin-hydrochloride"],
  ["Flonase", "fluticasone-propionate"],
  ["Zyrtec", "cetirizine-hydrochloride"],
  ["Tylenol", "acetaminophen"],
  ["Motrin", "ibuprofen"],
  ["Advil", "ibuprofen"],
  ["Valium", "diazepam"],
  ["Flexeril", "cyclobenzaprine-hydrochloride"],
  ["Ultram", "tramadol-hydrochloride"],
  ["Desyrel", "trazodone-hydrochloride"],
  ["Lamisil", ["terbinafine-hydrochloride", "terbinafine"]],
  ["Lanoxin", "digoxin"],
  ["Benadryl", "diphenhydramine-hydrochloride"],
  ["Coumadin", ["warfarin-sodium", "jantoven"]],
  ["Amaryl", "glimepiride"],
  ["Actos", "pioglitazone"],
  ["Lunesta", "eszopiclone"],
  ["Luvox", "fluvoxamine-maleate"],
];

export const MISSPELLINGS: [string, ExpectedFirst][] = [
  ["lipitr", "lipitor"],
  ["amoxicilin", "amoxicillin"],
  ["metforman", "metformin-hydrochloride"],
  ["atorvastin", "atorvastatin"],
  ["lisinipril", "lisinopril"],
  ["sertaline", "sertraline"],
  ["gabapenten", "gabapentin"],
  ["levothyroxin", "levothyroxine-sodium"],
  ["omeprazol", "omeprazole"],
  ["amlodipin", "amlodipine"],
  ["ibuprofin", "ibuprofen"],
  ["prednizone", "prednisone"],
  ["albuteral", "albuterol"],
  ["simvastatn", "simvastatin"],
  ["metropolol", ["metoprolol-succinate", "metoprolol-tartrate"]],
  ["xanex", "xanax"],
  ["zolpidim", "zolpidem-tartrate"],
  ["montelukas", "montelukast"],
  ["clopidogrl", "clopidogrel"],
  ["hydrochlorothiazid", "hydrochlorothiazide"],
];

// A trailing strength or form finds the drug (its dose is put first in the answer, tested separately).
export const STRENGTHS: [string, ExpectedFirst][] = [
  ["atorvastatin 20", "atorvastatin"],
  ["lisinopril 10 mg", "lisinopril"],
  ["amoxicillin 500 capsule", "amoxicillin"],
  ["Xarelto 20", "xarelto"],
  ["metformin 500", "metformin-hydrochloride"],
  ["sertraline 50 mg", "sertraline"],
  ["amlodipine 5mg", "amlodipine"],
  ["levothyroxine 50 mcg", "levothyroxine-sodium"],
  ["gabapentin 300", "gabapentin"],
  ["omeprazole 20 mg", "omeprazole"],
  ["prednisone 10 mg tablet", "prednisone"],
  ["Eliquis 5 mg", "eliquis"],
  ["losartan 50", "losartan-potassium"],
  ["escitalopram 10", "escitalopram"],
  ["simvastatin 40 mg", "simvastatin"],
];

// FDA/ISMP list of confused drug names (look-alike, sound-alike): each side must find itself first, never its
// neighbour. A side the catalog does not sell is found by its generic or answers 404.
export const LOOK_ALIKES: [string, ExpectedFirst][] = [
  ["hydroxyzine", ["hydroxyzine-hydrochloride", "hydroxyzine-pamoate"]],
  ["hydralazine", "hydralazine-hydrochloride"],
  ["Celebrex", "celebrex"],
  ["Celexa", "celexa"],
  ["Cerebyx", null],
  ["clonazepam", "clonazepam"],
  ["clonidine", "clonidine-hydrochloride"],
  ["Klonopin", "klonopin"],
  ["Zyprexa", "zyprexa"],
  ["Lamictal", "lamictal"],
  ["Lomotil", "lomotil"],
  ["Paxil", "paxil"],
  ["Taxol", null],
  ["tramadol", "tramadol-hydrochloride"],
  ["trazodone", "trazodone-hydrochloride"],
  ["Toradol", "ketorolac-tromethamine"],
  ["metformin", "metformin-hydrochloride"],
  ["metronidazole", "metronidazole"],
  ["glipizide", "glipizide"],
  ["glyburide", "glyburide"],
  ["Flovent", "fluticasone-propionate"],
  ["Adderall", "adderall"],
  ["Inderal", "inderal"],
  ["risperidone", "risperidone"],
  ["ropinirole", "ropinirole"],
  ["Humalog", "humalog"],
  ["Humulin", "humulin"],
  ["Novolog", "novolog"],
  ["Novolin", "novolin"],
  ["Keppra", "keppra"],
  ["Kaletra", ["kaletra", "lopinavir-ritonavir"]], // Kaletra's own NDCs left NADAC before 2024-10; its generic is sold
  ["Prilosec", "prilosec"],
  ["Brilinta", "brilinta"],
  ["Trintellix", "trintellix"],
  ["Zocor", "zocor"],
  ["Topamax", "topamax"],
  ["Toprol", "toprol"],
  ["bupropion", "bupropion-hydrochloride"],
  ["buspirone", "buspirone-hydrochloride"],
  ["carvedilol", "carvedilol"],
  ["captopril", "captopril"],
  ["guaifenesin", "guaifenesin"],
  ["guanfacine", "guanfacine"],
  ["alprazolam", "alprazolam"],
  ["lorazepam", "lorazepam"],
  ["Ativan", "ativan"],
  ["lamotrigine", "lamotrigine"],
  ["levetiracetam", "levetiracetam"],
  ["Actonel", "actonel"],
  ["Glucotrol", "glucotrol"],
  ["Lovenox", "lovenox"],
  ["OxyContin", "oxycontin"],
  ["oxycodone", "oxycodone-hydrochloride"],
  ["hydromorphone", "hydromorphone-hydrochloride"],
  ["morphine", "morphine-sulfate"],
  ["Evista", "evista"],
  ["dapagliflozin", "dapagliflozin"],
  ["saxagliptin", "saxagliptin"],
];

// Oral contraceptives and other packs are medications of their own, priced by the pack.
export const PACKS: [string, ExpectedFirst][] = [
  ["Sprintec", "sprintec"],
  ["Tri-Sprintec", "tri-sprintec"],
  ["Camila", "camila"],
  ["Camrese", "camrese"],
  ["Errin", "errin"],
  ["Lo Loestrin Fe", "lo-loestrin-fe"],
  ["Yaz", "yaz"],
  ["Beyaz", "beyaz"],
];

// The pets side uses the same search: veterinary trade names a human pharmacy fills find the human generic; a
// vet-only product answers 404, never a neighbour that shares letters.
export const PETS: [string, ExpectedFirst][] = [
  ["Clavamox", "amoxicillin-clavulanate"],
  ["Metacam", "meloxicam"],
  ["Antirobe", "clindamycin"],
  ["Clomicalm", "clomipramine-hydrochloride"],
  ["Simplicef", "cefpodoxime"],
  ["Thyro-Tabs", "levothyroxine-sodium"],
  ["Cefa-Tabs", "cefadroxil"],
  ["Rimadyl", null],
  ["Apoquel", null],
  ["Baytril", null],
  ["Vetmedin", null],
  ["Cerenia", null],
  ["Galliprant", null],
  ["NexGard", null],
];

// A dose row adds what the answer's first medication must show as its default dose: a pattern of its dose form.
// `label`: a pattern the first answer's dose label must match (its strength, its release hours).
export type DoseRow = [query: string, expected: ExpectedFirst, doseForm?: string, label?: string];

const LOSARTAN_HCTZ = "hydrochlorothiazide-losartan-potassium";
const LISINOPRIL_HCTZ = "hydrochlorothiazide-lisinopril";
const TRIAMTERENE_HCTZ = "hydrochlorothiazide-triamterene";
const HYDROCODONE_APAP = "acetaminophen-hydrocodone-bitartrate";
const OXYCODONE_APAP = "acetaminophen-oxycodone-hydrochloride";
const APAP_CODEINE = "acetaminophen-codeine-phosphate";
const APAP_HYDROCODONE = "acetaminophen-hydrocodone-bitartrate";
const ADDERALL_GENERIC =
  "amphetamine-aspartate-amphetamine-sulfate-dextroamphetamine-saccharate-dextroamphetamine-sulfate";
const AMOX_CLAV = "amoxicillin-clavulanate";
const SMX_TMP = "sulfamethoxazole-trimethoprim";

// Combination products typed in either order, with the pharmacy's abbreviations (HCTZ, APAP) and joining words.
export const COMBINATIONS: DoseRow[] = [
  ["losartan hctz", LOSARTAN_HCTZ],
  ["losartan hydrochlorothiazide", LOSARTAN_HCTZ],
  ["hctz losartan", LOSARTAN_HCTZ],
  ["losartan potassium hydrochlorothiazide", LOSARTAN_HCTZ],
  ["losartan/hctz 100-25", LOSARTAN_HCTZ],
  ["lisinopril hctz", LISINOPRIL_HCTZ],
  ["lisinopril hydrochlorothiazide", LISINOPRIL_HCTZ],
  ["hydrochlorothiazide lisinopril", LISINOPRIL_HCTZ],
  ["lisinopril and hctz", LISINOPRIL_HCTZ],
  ["valsartan hctz", "hydrochlorothiazide-valsartan"],
  ["hctz valsartan", "hydrochlorothiazide-valsartan"],
  ["olmesartan hctz", "hydrochlorothiazide-olmesartan-medoxomil"],
  ["irbesartan hydrochlorothiazide", "hydrochlorothiazide-irbesartan"],
  ["telmisartan hctz", "hydrochlorothiazide-telmisartan"],
  ["triamterene hctz", TRIAMTERENE_HCTZ],
  ["hctz triamterene", TRIAMTERENE_HCTZ],
  ["triamterene/hydrochlorothiazide", TRIAMTERENE_HCTZ],
  ["bisoprolol hctz", "bisoprolol-fumarate-hydrochlorothiazide"],
  ["benazepril hctz", "benazepril-hydrochloride-hydrochlorothiazide"],
  ["spironolactone hctz", "hydrochlorothiazide-spironolactone"],
  ["metoprolol hctz", "hydrochlorothiazide-metoprolol-tartrate"],
  ["amlodipine benazepril", "amlodipine-benazepril-hydrochloride"],
  ["benazepril amlodipine", "amlodipine-benazepril-hydrochloride"],
  ["amlodipine valsartan", "amlodipine-valsartan"],
  ["valsartan amlodipine", "amlodipine-valsartan"],
  ["amlodipine valsartan hctz", "amlodipine-hydrochlorothiazide-valsartan"],
  ["amlodipine olmesartan", "amlodipine-olmesartan-medoxomil"],
  ["olmesartan amlodipine", "amlodipine-olmesartan-medoxomil"],
  ["atorvastatin amlodipine", "amlodipine-atorvastatin"],
  ["hydrocodone apap", HYDROCODONE_APAP],
  ["hydrocodone acetaminophen", HYDROCODONE_APAP],
  ["acetaminophen hydrocodone", HYDROCODONE_APAP],
  ["hydrocodone/apap 10-325", HYDROCODONE_APAP],
  ["oxycodone apap", OXYCODONE_APAP],
  ["oxycodone acetaminophen", OXYCODONE_APAP],
  ["acetaminophen oxycodone", OXYCODONE_APAP],
  ["tramadol apap", "acetaminophen-tramadol-hydrochloride"],
  ["apap codeine", APAP_CODEINE],
  ["acetaminophen with codeine", APAP_CODEINE],
  ["tylenol with codeine", APAP_CODEINE],
  ["tylenol w/ codeine", APAP_CODEINE],
  ["codeine acetaminophen", APAP_CODEINE],
  ["butalbital apap caffeine", "acetaminophen-butalbital-caffeine"],
  ["promethazine with codeine", "codeine-phosphate-promethazine-hydrochloride"],
  ["promethazine codeine", "codeine-phosphate-promethazine-hydrochloride"],
  ["amoxicillin clavulanate", AMOX_CLAV],
  ["amoxicillin clavulanate potassium", AMOX_CLAV],
  ["clavulanate amoxicillin", AMOX_CLAV],
  ["amoxicillin and clavulanate", AMOX_CLAV],
  ["sulfamethoxazole trimethoprim", SMX_TMP],
  ["trimethoprim sulfamethoxazole", SMX_TMP],
  ["sulfamethoxazole tmp", SMX_TMP],
  ["glyburide metformin", "glyburide-metformin-hydrochloride"],
  ["metformin glyburide", "glyburide-metformin-hydrochloride"],
  ["glipizide metformin", "glipizide-metformin-hydrochloride"],
  ["sitagliptin metformin", "janumet"],
  ["ezetimibe simvastatin", "ezetimibe-simvastatin"],
  ["simvastatin ezetimibe", "ezetimibe-simvastatin"],
  ["carbidopa levodopa", "carbidopa-levodopa"],
  ["levodopa carbidopa", "carbidopa-levodopa"],
  ["budesonide formoterol", "budesonide-formoterol-fumarate"],
  ["fluticasone salmeterol", "fluticasone-propionate-salmeterol"],
  ["salmeterol fluticasone", "fluticasone-propionate-salmeterol"],
  ["albuterol ipratropium", "albuterol-ipratropium-bromide"],
  ["ipratropium albuterol", "albuterol-ipratropium-bromide"],
  ["buprenorphine naloxone", "buprenorphine-naloxone"],
  ["naloxone buprenorphine", "buprenorphine-naloxone"],
  ["atenolol chlorthalidone", "atenolol-chlorthalidone"],
  ["chlorthalidone atenolol", "atenolol-chlorthalidone"],
  ["hydralazine isosorbide dinitrate", "hydralazine-hydrochloride-isosorbide-dinitrate"],
];

// A brand or generic with a device or form word: the medication that has that form, its dose of it shown first.
export const FORMS: DoseRow[] = [
  ["flovent hfa", "fluticasone-propionate", "^inhaler$"],
  ["albuterol hfa", "albuterol", "^inhaler$"],
  ["albuterol inhaler", "albuterol", "^inhaler$"],
  ["ventolin hfa", "ventolin", "^inhaler$"],
  ["proair hfa", "albuterol", "^inhaler$"],
  ["advair diskus", "advair", "inhaler-dry-powder"],
  ["advair hfa", "advair", "^inhaler$"],
  ["symbicort inhaler", "symbicort", "inhaler"],
  ["breo ellipta", "breo", "inhaler-dry-powder"],
  ["lantus solostar", "lantus", "pen-injector"],
  ["toujeo solostar", "toujeo", "pen-injector"],
  ["humalog kwikpen", "humalog", "pen-injector"],
  ["novolog flexpen", "novolog", "pen-injector"],
  ["levemir flexpen", "levemir", "pen-injector"],
  ["tresiba flextouch", "tresiba", "pen-injector"],
  ["lantus vial", "lantus", "^injection$"],
  ["ozempic pen", "ozempic", "pen-injector"],
  ["epinephrine auto-injector", ["epipen", "auvi-q", "epinephrine"], "auto-injector"], // epinephrine: the authorized-generic auto-injector
  ["epinephrine autoinjector", ["epipen", "auvi-q", "epinephrine"], "auto-injector"], // epinephrine: the authorized-generic auto-injector
  ["epinephrine pen", ["epipen", "auvi-q", "epinephrine"], "auto-injector"], // epinephrine: the authorized-generic auto-injector
  ["diclofenac gel", "diclofenac-sodium", "^gel$"],
  ["voltaren gel", "diclofenac-sodium", "^gel$"],
  ["clonidine patch", "clonidine", "patch"],
  ["clonidine tablet", ["clonidine", "clonidine-hydrochloride"], "tablet"],
  ["nicotine patch", "nicotine", "patch"],
  ["nicotine gum", "nicotine", "chewing-gum"],
  ["nicotine lozenge", "nicotine", "lozenge"],
  ["lidocaine patch", "lidocaine", "patch"],
  ["estradiol patch", "estradiol", "patch"],
  ["estradiol cream", "estradiol", "cream"],
  ["estradiol vaginal cream", "estradiol", "vaginal-cream"],
  ["testosterone gel", "testosterone", "gel"],
  ["ondansetron odt", "ondansetron", "orally-disintegrating"],
  ["metformin er", "metformin-hydrochloride", "extended-release"],
  ["metformin xr", "metformin-hydrochloride", "extended-release"],
  ["bupropion xl", "bupropion-hydrochloride", "extended-release"],
  ["bupropion sr", "bupropion-hydrochloride", "extended-release"],
  ["wellbutrin xl", "wellbutrin", "extended-release"],
  ["nifedipine er", "nifedipine", "extended-release"],
  ["diltiazem er", "diltiazem-hydrochloride", "extended-release"],
  ["venlafaxine er", "venlafaxine", "extended-release"],
  ["methylphenidate er", "methylphenidate-hydrochloride", "extended-release"],
  ["carbidopa levodopa er", "carbidopa-levodopa", "extended-release"],
  ["glipizide er", "glipizide", "extended-release"],
  ["fluticasone nasal spray", "fluticasone-propionate", "nasal-spray"],
  ["fluticasone nasal", "fluticasone-propionate", "nasal-spray"],
  ["budesonide nasal", "budesonide", "nasal"],
  ["ipratropium nasal spray", "ipratropium-bromide", "nasal-spray"],
  ["sumatriptan nasal spray", "sumatriptan", "nasal-spray"],
  ["naloxone nasal spray", ["naloxone-hydrochloride", "narcan"], "nasal-spray"],
  ["triamcinolone cream", "triamcinolone-acetonide", "^cream$"],
  ["triamcinolone ointment", "triamcinolone-acetonide", "^ointment$"],
  ["hydrocortisone cream", "hydrocortisone", "^cream$"],
  ["ketoconazole cream", "ketoconazole", "^cream$"],
  ["ketoconazole shampoo", "ketoconazole", "shampoo"],
  ["mupirocin ointment", "mupirocin", "^ointment$"],
  ["metronidazole gel", "metronidazole", "gel"],
  ["ciprofloxacin eye drops", "ciprofloxacin", "ophthalmic"],
  ["ciprofloxacin ear drops", "ciprofloxacin-dexamethasone", "otic"], // ciprofloxacin 0.2% otic left NADAC before 2024-10
  ["ofloxacin ear drops", "ofloxacin", "otic"],
  ["ofloxacin eye drops", "ofloxacin", "ophthalmic"],
  ["latanoprost eye drops", "latanoprost", "ophthalmic"],
  ["prednisolone eye drops", ["prednisolone", "prednisolone-acetate"], "ophthalmic"],
  ["amoxicillin suspension", "amoxicillin", "suspension"],
  ["amoxicillin liquid", "amoxicillin", "suspension"],
  ["azithromycin suspension", "azithromycin", "suspension"],
  ["amoxicillin chewable", "amoxicillin", "chewable"],
  ["omeprazole capsule", "omeprazole", "capsule"],
  ["promethazine suppository", "promethazine-hydrochloride", "suppository"],
  ["acetaminophen suppository", "acetaminophen", "suppository"],
  ["nitroglycerin spray", "nitroglycerin", "spray"],
  ["cipro 500 mg tablet", "ciprofloxacin", "^tablet$"],
];

// Course and pack names a prescriber writes (no public name file lists them): the drug and the pack's dose.
export const COURSES: DoseRow[] = [
  ["z pak", "azithromycin", "^tablet$"],
  ["z-pak", "azithromycin", "^tablet$"],
  ["zpak", "azithromycin", "^tablet$"],
  ["z-pack", "azithromycin", "^tablet$"],
  ["zpack", "azithromycin", "^tablet$"],
  ["tri-pak", "azithromycin", "^tablet$"],
  ["medrol dosepak", "methylprednisolone", "^tablet$"],
  ["medrol dose pack", "methylprednisolone", "^tablet$"],
  ["methylprednisolone dose pack", "methylprednisolone", "^tablet$"],
  ["dosepak", "methylprednisolone", "^tablet$"],
  // Medrol is sold since the eighteenth pass (its Dosepak's NDC, named by its product): its own name answers it.
  ["medrol", "medrol", "^tablet$"],
  ["prednisone dose pack", "prednisone", "^tablet$"],
];

const NORETHINDRONE_PILLS = [
  "norethindrone", // the generic progestin-only pack, sold since the seventeenth pass (RxNorm's generic packs)
  "camila",
  "deblitane",
  "emzahh",
  "errin",
  "heather",
  "incassia",
  "jencycla",
  "lyleq",
  "meleya",
  "nora-be",
  "norlyda",
  "orquidea",
  "sharobel",
];

// A salt or ester that is another product never comes before the product the words name.
export const SALT_FORMS: DoseRow[] = [
  ["norethindrone", NORETHINDRONE_PILLS],
  ["norethindrone 0.35", NORETHINDRONE_PILLS],
  ["norethindrone 0.35 mg", NORETHINDRONE_PILLS],
  ["norethindrone acetate", "norethindrone-acetate"],
  ["norethindrone 5 mg", "norethindrone-acetate"],
  ["aygestin", "norethindrone-acetate"],
  ["epinephrine", ["epinephrine", "epipen"]],
  ["metoprolol tartrate", "metoprolol-tartrate"],
  ["metoprolol succinate er", "metoprolol-succinate"],
  ["doxycycline hyclate", "doxycycline-hyclate"],
  ["doxycycline monohydrate", "doxycycline-monohydrate"],
  ["hydroxyzine pamoate", "hydroxyzine-pamoate"],
  ["hydroxyzine hcl", "hydroxyzine-hydrochloride"],
  ["clonidine hcl", "clonidine-hydrochloride"],
  ["naproxen sodium", "naproxen-sodium"],
  ["naproxen", "naproxen"],
  ["diclofenac potassium", "diclofenac-potassium"],
  ["diclofenac sodium", "diclofenac-sodium"],
  ["prednisolone acetate", "prednisolone-acetate"],
  ["estradiol valerate", "estradiol-valerate"],
  ["testosterone cypionate", "testosterone-cypionate"],
  ["lithium carbonate", "lithium-carbonate"],
  ["rivaroxaban 20", "xarelto"],
  ["rivaroxaban 15 mg", "xarelto"],
  ["isosorbide mononitrate", "isosorbide-mononitrate"],
  ["nitrofurantoin macrocrystals", "nitrofurantoin-macrocrystals"],
];

// "for dogs" / "for cats": the drug a vet prescribes from a human pharmacy (the answer switches to the pets side).
export const PETS_FOR: DoseRow[] = [
  ["gabapentin for dogs", "gabapentin"],
  ["gabapentin for cats", "gabapentin"],
  ["trazodone for dogs", "trazodone-hydrochloride"],
  ["trazodone for cats", "trazodone-hydrochloride"],
  ["prednisone for dogs", "prednisone"],
  ["fluoxetine for dogs", "fluoxetine"],
  ["metronidazole for dogs", "metronidazole"],
  ["amoxicillin for cats", "amoxicillin"],
  ["clavamox for cats", AMOX_CLAV],
  ["amoxicillin clavulanate for dogs", AMOX_CLAV],
  ["meloxicam for dogs", "meloxicam"],
  ["cephalexin for dogs", "cephalexin"],
  ["famotidine for cats", "famotidine"],
  ["gabapentin 100 mg for my dog", "gabapentin"],
  ["apoquel for dogs", null],
  ["rimadyl for dogs", null],
  ["carprofen", null],
];

// More of the most-prescribed list: generics, brands, brands sold here as the generic, and common misspellings.
export const MORE_GENERICS: [string, ExpectedFirst][] = [
  ["valacyclovir", "valacyclovir"],
  ["acyclovir", "acyclovir"],
  ["famotidine", "famotidine"],
  ["loratadine", "loratadine"],
  ["cetirizine", "cetirizine-hydrochloride"],
  ["fexofenadine", "fexofenadine-hydrochloride"],
  ["esomeprazole", "esomeprazole"],
  ["oseltamivir", "oseltamivir"],
  ["levonorgestrel", "levonorgestrel"],
  ["lisdexamfetamine", "lisdexamfetamine-dimesylate"],
  ["atomoxetine", "atomoxetine"],
  ["aripiprazole", "aripiprazole"],
  ["lurasidone", "lurasidone-hydrochloride"],
  ["divalproex", "divalproex-sodium"],
  ["carbamazepine", "carbamazepine"],
  ["pregabalin", "pregabalin"],
  ["celecoxib", "celecoxib"],
  ["finasteride", "finasteride"],
  ["sildenafil", "sildenafil"],
  ["tadalafil", "tadalafil"],
  ["ibuprofen", "ibuprofen"],
  ["hydroxychloroquine", "hydroxychloroquine-sulfate"],
  ["methotrexate", "methotrexate"],
  ["clindamycin", "clindamycin"],
  ["fluconazole", "fluconazole"],
  ["benzonatate", "benzonatate"],
  ["ondansetron", "ondansetron"],
  ["meclizine", "meclizine-hydrochloride"],
  ["baclofen", "baclofen"],
  ["tizanidine", "tizanidine"],
  ["methocarbamol", "methocarbamol"],
  ["propranolol", "propranolol-hydrochloride"],
  ["atenolol", "atenolol"],
  ["verapamil", "verapamil-hydrochloride"],
  ["ticagrelor", "ticagrelor"],
  ["potassium chloride", "potassium-chloride"],
  ["mirtazapine", "mirtazapine"],
  ["paroxetine", "paroxetine-hydrochloride"],
  ["amitriptyline", "amitriptyline-hydrochloride"],
  ["nortriptyline", "nortriptyline"],
  ["rizatriptan", "rizatriptan"],
  ["donepezil", "donepezil-hydrochloride"],
  ["memantine", "memantine-hydrochloride"],
  ["pramipexole", "pramipexole-dihydrochloride"],
  ["oxybutynin", "oxybutynin-chloride"],
  ["tolterodine", "tolterodine-tartrate"],
  ["mirabegron", "mirabegron"],
  ["solifenacin", "solifenacin-succinate"],
  ["alfuzosin", "alfuzosin-hydrochloride"],
  ["dutasteride", "dutasteride"],
  ["levofloxacin", "levofloxacin"],
  ["cefdinir", "cefdinir"],
  ["cefuroxime", "cefuroxime"],
  ["penicillin", "penicillin-v-potassium"],
  ["minocycline", "minocycline"],
  ["nystatin", "nystatin"],
  ["clobetasol", "clobetasol-propionate"],
  ["silver sulfadiazine", "silver-sulfadiazine"],
  ["liraglutide", "liraglutide"],
  ["buspirone", "buspirone-hydrochloride"],
];

export const MORE_BRANDS: [string, ExpectedFirst][] = [
  ["Valtrex", "valtrex"],
  ["Neurontin", "neurontin"],
  ["Lyrica", "lyrica"],
  ["Nexium", "nexium"],
  ["Protonix", "protonix"],
  ["Singulair", "singulair"],
  ["Tamiflu", "tamiflu"],
  ["Vyvanse", "vyvanse"],
  ["Concerta", "concerta"],
  ["Ritalin", "ritalin"],
  ["Focalin", "focalin"],
  ["Strattera", "strattera"],
  ["Abilify", "abilify"],
  ["Latuda", "latuda"],
  ["Depakote", "depakote"],
  ["Tegretol", "tegretol"],
  ["Dilantin", "dilantin"],
  ["Imitrex", "imitrex"],
  ["Maxalt", "maxalt"],
  ["Aricept", "aricept"],
  ["Namenda", "namenda"],
  ["Myrbetriq", "myrbetriq"],
  ["Viagra", "viagra"],
  ["Cialis", "cialis"],
  ["Entresto", "entresto"],
  ["Pradaxa", "pradaxa"],
  ["Remeron", "remeron"],
  ["Tradjenta", "tradjenta"],
  ["Victoza", "victoza"],
  ["Rybelsus", "rybelsus"],
  ["Basaglar", "basaglar"],
  ["Invokana", "invokana"],
  ["Synjardy", "synjardy"],
  ["Xigduo", "xigduo"],
  ["Klor-Con", "klor-con"],
  ["Lopressor", "lopressor"],
  ["Flomax", "flomax"],
  ["Detrol", "detrol"],
  ["Hyzaar", "hyzaar"],
  ["Percocet", "percocet"],
  ["Suboxone", "suboxone"],
  ["Narcan", "narcan"],
  ["Epipen", "epipen"],
];

export const MORE_SYNONYMS: [string, ExpectedFirst][] = [
  ["Pepcid", "famotidine"],
  ["Claritin", "loratadine"],
  ["Allegra", "fexofenadine-hydrochloride"],
  ["Aleve", "naproxen-sodium"],
  ["Mobic", "meloxicam"],
  ["Zofran", "ondansetron"],
  ["Diflucan", "fluconazole"],
  ["Bactrim", SMX_TMP],
  ["Norco", HYDROCODONE_APAP],
  ["Vicodin", HYDROCODONE_APAP],
  ["Xyzal", "levocetirizine-dihydrochloride"],
  ["Plaquenil", "hydroxychloroquine-sulfate"],
  ["Robaxin", "methocarbamol"],
  ["Zanaflex", "tizanidine"],
  ["Tessalon", "benzonatate"],
  ["Levaquin", "levofloxacin"],
  ["Omnicef", "cefdinir"],
  ["Buspar", "buspirone-hydrochloride"],
  ["Antivert", "meclizine-hydrochloride"],
  ["Elavil", "amitriptyline-hydrochloride"],
  ["Requip", "ropinirole"],
  ["Mirapex", "pramipexole-dihydrochloride"],
  // The Orange Book lists Vistaril for both salts (the capsules are the pamoate, the injection was the hydrochloride).
  ["Vistaril", ["hydroxyzine-pamoate", "hydroxyzine-hydrochloride"]],
];

export const MORE_MISSPELLINGS: [string, ExpectedFirst][] = [
  ["ciprofloxicin", "ciprofloxacin"],
  ["amoxcillin", "amoxicillin"],
  ["levothyroxene", "levothyroxine-sodium"],
  ["gabapentine", "gabapentin"],
  ["tramadal", "tramadol-hydrochloride"],
  ["zolpedem", "zolpidem-tartrate"],
  ["cetirizene", "cetirizine-hydrochloride"],
  ["loratidine", "loratadine"],
  ["famotadine", "famotidine"],
  ["valacylovir", "valacyclovir"],
  ["metronidazol", "metronidazole"],
  ["trazadone", "trazodone-hydrochloride"],
  ["sertralin", "sertraline"],
  ["escitalopran", "escitalopram"],
  ["buproprion", "bupropion-hydrochloride"],
  ["cyclobenzaprin", "cyclobenzaprine-hydrochloride"],
  ["meloxicom", "meloxicam"],
  ["clonazapam", "clonazepam"],
  ["lorazepan", "lorazepam"],
  ["alprazolan", "alprazolam"],
  ["furosemid", "furosemide"],
  ["pantoprazol", "pantoprazole"],
  ["duloxitine", "duloxetine"],
  ["quetiapene", "quetiapine"],
  ["amlodapine", "amlodipine"],
  ["losarten", "losartan-potassium"],
  ["rosuvastatine", "rosuvastatin-calcium"],
  ["ozempik", "ozempic"],
  ["eliqus", "eliquis"],
  ["hydroclorothiazide", "hydrochlorothiazide"],
];

// The first letter left out or mistyped, alone or with another slip (typoEdits).
export const FIRST_LETTER_TYPOS: [string, ExpectedFirst][] = [
  ["tenolol", "atenolol"],
  ["tenolo", "atenolol"],
  ["tenormn", "tenormin"],
  ["ipitor", "lipitor"],
  ["orvastatin", "atorvastatin"],
  ["etformin", "metformin-hydrochloride"],
  ["etformn", "metformin-hydrochloride"],
  ["zarelto", "xarelto"],
  ["yrica", "lyrica"],
  ["bilify", "abilify"],
  ["umira", "humira"],
  ["ertraline", "sertraline"],
  ["isinopril", "lisinopril"],
  ["mlodipine", "amlodipine"],
  ["abapentin", "gabapentin"],
  ["ramadol", "tramadol-hydrochloride"],
  ["ynthroid", "synthroid"],
  ["liquis", "eliquis"],
  ["antus", "lantus"],
  ["ulicity", "trulicity"],
  ["ameprazole", "omeprazole"],
  ["rednisone", "prednisone"],
  ["ropranolol", "propranolol-hydrochloride"],
  ["ydroxyzine", "hydroxyzine-hydrochloride"],
  ["elebrex", "celebrex"],
  ["enlafaxine", "venlafaxine"],
  ["ntresto", "entresto"],
  ["lonidine", "clonidine-hydrochloride"],
  ["kephalexin", "cephalexin"],
  ["isinoprl", "lisinopril"],
  ["abapentn", "gabapentin"],
  ["kanax", "xanax"],
  ["ylenol", "acetaminophen"],
  ["ontelukst", "montelukast"],
  ["ontelukast", "montelukast"],
  ["eroquel", "seroquel"],
  ["uetiapine", "quetiapine"],
  ["arfarin", "warfarin-sodium"],
  ["oloft", "zoloft"],
  ["ertralin", "sertraline"],
  ["mlodipin", "amlodipine"],
  ["etoprolol", "metoprolol-succinate"],
  ["osartan", "losartan-potassium"],
  ["upropion", "bupropion-hydrochloride"],
  ["umetanide", "bumetanide"],
  ["razodone", "trazodone-hydrochloride"],
  ["yclobenzaprine", "cyclobenzaprine-hydrochloride"],
];

// A bare molecule name lands on its tablets or capsules, across the salts RxNorm names apart; a form word still
// chooses the form.
export const BARE_MOLECULES: DoseRow[] = [
  ["clonidine", "clonidine-hydrochloride", "tablet"],
  ["clonidine patch", "clonidine", "patch"],
  ["clonidine tablets", "clonidine-hydrochloride", "tablet"],
  ["betaxolol", "betaxolol-hydrochloride", "tablet"],
  ["methylphenidate", "methylphenidate-hydrochloride", "tablet"],
  ["methylphenidate patch", ["methylphenidate", "daytrana"], "patch"],
  ["phenytoin", "phenytoin-sodium", "capsule"],
  ["dexamethasone", "dexamethasone", "tablet"],
  // The generic progestin-only pack is sold since the seventeenth pass (RxNorm's generic packs); before, its brands.
  ["norethindrone", ["norethindrone", "camila", "deblitane", "emzahh", "errin", "heather", "incassia", "jencycla", "lyleq", "meleya", "nora-be", "norlyda", "orquidea", "sharobel"]], // prettier-ignore
  ["metoprolol", "metoprolol-succinate", "tablet"],
  ["doxycycline", "doxycycline-hyclate"],
  ["naproxen", "naproxen", "tablet"],
  ["paroxetine", "paroxetine-hydrochloride", "tablet"],
  ["diltiazem", "diltiazem-hydrochloride"],
  ["levothyroxine", "levothyroxine-sodium", "tablet"],
];

// A bare molecule name lands on the salt dispensed most when several are swallowed or none is (Part D's generic
// names of 2023: Desvenlafaxine Succinate ER, Diclofenac Sodium, Brimonidine Tartrate); a form word still chooses.
export const DISPENSED_SALTS: DoseRow[] = [
  ["desvenlafaxine", "desvenlafaxine-succinate", "tablet-extended-release"],
  ["diclofenac", "diclofenac-sodium", "tablet"],
  ["diclofenac potassium", ["diclofenac-potassium", "lofena"], "tablet"],
  ["brimonidine", "brimonidine-tartrate", "ophthalmic"],
  ["brimonidine gel", "brimonidine", "gel"],
  ["prednisolone", "prednisolone", "oral"],
  ["prednisolone eye drops", ["prednisolone", "prednisolone-acetate"], "ophthalmic"],
  ["prednisolone acetate", "prednisolone-acetate", "ophthalmic"],
  ["dexamethasone injection", "dexamethasone-phosphate", "injection"],
  ["galantamine", "galantamine", "tablet"],
  ["carvedilol", "carvedilol", "tablet"],
];

// Brand names the Orange Book spells another way than RxNorm (a crystal form), and catalog names with a pack word.
export const BRAND_SPELLINGS: [string, ExpectedFirst][] = [
  ["macrobid", "nitrofurantoin-macrocrystals-nitrofurantoin-monohydrate"],
  ["Macrobid 100 mg", "nitrofurantoin-macrocrystals-nitrofurantoin-monohydrate"],
  ["macrodantin", "nitrofurantoin-macrocrystals"],
  ["pimtrea pack", "pimtrea-pack"],
];

// Salts and esters RxNorm names apart that SALT_WORDS does not strip (carbonate, mofetil, a crystal form): the bare
// molecule still lands on what is dispensed most, and a salt taken home before the clinic's vial.
export const MORE_SALTS: DoseRow[] = [
  ["lithium", "lithium-carbonate", "capsule|tablet"],
  ["sevelamer", "sevelamer-carbonate", "tablet"],
  ["mycophenolate", "mycophenolate-mofetil"],
  ["nitrofurantoin", "nitrofurantoin-macrocrystals-nitrofurantoin-monohydrate", "capsule"],
  ["betamethasone", "betamethasone", "cream|ointment|lotion|gel"],
  ["haloperidol", "haloperidol", "tablet"],
  ["testosterone", "testosterone", "gel"],
];

// A molecule dispensed far more in a combination than alone (Medicaid and Part D counts) is asked for by its name:
// the combination comes first unless a product is named exactly what was typed.
export const COMBINATIONS_FIRST: DoseRow[] = [
  ["hydrocodone", "acetaminophen-hydrocodone-bitartrate", "tablet"],
  ["codeine", "acetaminophen-codeine-phosphate", "tablet"],
  ["amphetamine", "amphetamine-aspartate-amphetamine-sulfate-dextroamphetamine-saccharate-dextroamphetamine-sulfate"],
  ["acetaminophen", "acetaminophen"],
  ["buprenorphine", "buprenorphine"],
  ["oxycodone", "oxycodone-hydrochloride", "tablet"],
  ["budesonide", "budesonide"],
  ["carbidopa", "carbidopa"],
  ["polyethylene glycol", "polyethylene-glycol-3350"],
  ["mixed amphetamine salts", "amphetamine-aspartate-amphetamine-sulfate-dextroamphetamine-saccharate-dextroamphetamine-sulfate", "tablet"], // prettier-ignore
  ["amphetamine salts er", "amphetamine-aspartate-amphetamine-sulfate-dextroamphetamine-saccharate-dextroamphetamine-sulfate", "extended"], // prettier-ignore
  // Nor when the molecule alone is itself dispensed widely (100 k prescriptions a year or more).
  ["naloxone", "naloxone-hydrochloride", "nasal"],
  ["dextroamphetamine", "dextroamphetamine-sulfate", "tablet"],
  ["umeclidinium", "incruse"],
];

// The molecule of a generic named by a salt ("naloxone" of naloxone hydrochloride) is not a trade name, though it
// starts an alias of one route ("naloxone hydrochloride autoinjector"): the default dose, taken home, answers it.
export const MOLECULE_NOT_TRADE_NAME: DoseRow[] = [
  ["naloxone", "naloxone-hydrochloride", "nasal"],
  ["desmopressin", "desmopressin-acetate", "tablet"],
  ["labetalol", "labetalol-hydrochloride", "tablet"],
  ["morphine", "morphine-sulfate", "tablet"],
];

// A trade name names the product given by its route (Orange Book "DF;Route"): one the catalog does not sell is a 404,
// never the same molecule given another way.
export const ROUTES: DoseRow[] = [
  ["vivitrol", null],
  ["aveed", null],
  ["orapred", "prednisolone", "oral"],
  ["silenor", "doxepin"],
  ["sinequan", "doxepin", "capsule"],
  // Lamisil today is the over-the-counter 1% cream (RxNorm's only Lamisil products; the tablets' brand is discontinued):
  // the twentieth pass, a trade name is what it sells now.
  ["lamisil", "terbinafine-hydrochloride", "cream"],
];

// Ingredients shortened as pharmacists write them, in either order.
export const SHORTENED_INGREDIENTS: DoseRow[] = [
  ["amox clav", "amoxicillin-clavulanate", "tablet"],
  ["clav amox", "amoxicillin-clavulanate", "tablet"],
  ["amox-clav 875", "amoxicillin-clavulanate", "tablet"],
  ["sulfameth trimeth", "sulfamethoxazole-trimethoprim", "tablet"],
  ["bup nal", "buprenorphine-naloxone"],
  ["hydrocod apap", "acetaminophen-hydrocodone-bitartrate", "tablet"],
  ["amlod benaz", "amlodipine-benazepril-hydrochloride", "capsule"],
];

// A brand typed with a strength it does not sell stays first (its default dose), before another brand of that strength.
export const BRAND_STRENGTHS: DoseRow[] = [
  ["ozempic 1mg", "ozempic"],
  ["lipitor 30", "lipitor"],
];

// A form asked by name lands on the strength of that form dispensed most (SDUD per NDC), not its lowest strength;
// "SR" and "XL" name the 12- and 24-hour releases; "tablet" is the plain tablet where one is sold; a clinic's
// single-shot injection is never the default of a drug also taken home (prisma/seed/README.md, "Sixth pass").
export const ASKED_FORMS: DoseRow[] = [
  ["amoxicillin suspension", "amoxicillin", "suspension", "^400 mg/5 mL"],
  ["amoxicillin clavulanate suspension", "amoxicillin-clavulanate", "suspension", "^(400|600) mg"],
  ["cephalexin suspension", "cephalexin", "suspension", "^250 mg/5 mL"],
  ["cefdinir suspension", "cefdinir", "suspension", "^250 mg/5 mL"],
  ["azithromycin suspension", "azithromycin", "^oral-suspension$", "^200 mg/5 mL"],
  ["albuterol nebulizer", "albuterol", "inhalation-solution", "^0.83 mg/mL"],
  ["bupropion sr", "bupropion-hydrochloride", "extended-release", "\\(12 hr\\)"],
  ["bupropion xl", "bupropion-hydrochloride", "extended-release", "\\(24 hr\\)"],
  ["wellbutrin sr", "wellbutrin", "extended-release", "\\(12 hr\\)"],
  ["methylphenidate er", "methylphenidate-hydrochloride", "extended-release", "\\(24 hr"],
  ["ondansetron tablet", "ondansetron", "^tablet$"],
  ["ondansetron odt", "ondansetron", "orally-disintegrating"],
  ["fentanyl", "fentanyl", "patch", "^25 mcg/hr"],
  ["fentanyl patch", "fentanyl", "patch", "^25 mcg/hr"],
  ["ketorolac", "ketorolac-tromethamine", "^tablet$"],
  ["diphenhydramine", "diphenhydramine-hydrochloride", "^capsule$"],
];

// A combination's strengths as patients know them, opioid first ("10/325"), in either order; decimals and grams.
export const COMBINATION_STRENGTHS: DoseRow[] = [
  ["percocet 10/325", "percocet", "tablet", "^325 mg-10 mg"],
  ["norco 10/325", HYDROCODONE_APAP, "tablet", "^325 mg-10 mg"],
  ["norco 10", HYDROCODONE_APAP, "tablet", "^325 mg-10 mg"],
  ["lortab 7.5", HYDROCODONE_APAP, "tablet", "^325 mg-7.5 mg"],
  ["hydrocodone 10/325", HYDROCODONE_APAP, "tablet", "^325 mg-10 mg"],
  ["oxycodone 10/325", OXYCODONE_APAP, "tablet", "^325 mg-10 mg"],
  ["losartan hctz 50-12.5", LOSARTAN_HCTZ, "tablet", "^12.5 mg-50 mg"],
  ["alprazolam .5", "alprazolam", "tablet", "^0.5 mg"],
  ["valtrex 1 gram", "valtrex", "tablet", "^1000 mg"],
  // A product whose name holds the amounts is the one asked, not another pack of the same strengths.
  ["alyacen 1/35", "alyacen-1-35"],
  ["larin 1/20", "larin-1-20"],
  ["larin 24 fe 1/20", "larin-24-fe-1-20"],
];

// A device's trade name says the form: Respimat is the inhalation spray, HandiHaler the capsules for inhalation.
export const DEVICE_WORDS: DoseRow[] = [
  ["spiriva respimat", "spiriva", "inhalation-spray"],
  ["spiriva handihaler", ["spiriva", "tiotropium"], "inhalation-powder"],
  ["tiotropium handihaler", "tiotropium", "inhalation-powder"],
  ["clotrimazole troche", "clotrimazole", "lozenge"],
  ["chlorhexidine rinse", "chlorhexidine-gluconate", "mouthwash"],
  ["fluoride toothpaste", "sodium-fluoride", "toothpaste"],
  ["pulmicort flexhaler", "pulmicort", "inhaler-dry-powder"],
  ["albuterol mdi", "albuterol", "^inhaler$"],
];

// A trade name given by some routes only answers its generic on a dose of those routes (Orange Book DF;Route per
// trade name, `aliasDoses`): "flovent" was fluticasone propionate's nasal spray, "rhinocort" and "entocort"
// budesonide's nebulizer suspension, "nasacort" triamcinolone cream, "cleocin t" clindamycin capsules.
export const TRADE_NAME_ROUTES: DoseRow[] = [
  ["flovent", "fluticasone-propionate", "^inhaler"],
  ["rhinocort", "budesonide", "^nasal"],
  ["entocort", "budesonide", "capsule"],
  ["nasacort", "triamcinolone-acetonide", "^nasal"],
  ["cleocin t", "clindamycin", "^(topical|gel|lotion|medicated|foam)"],
  ["flonase", "fluticasone-propionate", "^nasal"],
  ["astelin", "azelastine-hydrochloride", "^nasal"],
  ["provera", "medroxyprogesterone-acetate", "^tablet$"],
  ["toradol", "ketorolac-tromethamine", "^tablet$"],
  ["lidoderm", "lidocaine", "patch"],
];

// A prescription trade name answers its own form and strength of its generic (Orange Book DF;Route and Strength of
// its products, marketed or discontinued; `aliasDoses`), and nothing when the catalog sells neither. Before, routes
// alone: Zyclara was the 5% cream, Cambia and Zipsor the tablets, Zyprexa Zydis the plain tablets, MetroGel the
// cream, EstroGel and Evamist the patch, Silenor the capsules, Procardia and Verelan the extended tablets, Maxzide the
// 37.5 mg tablet, DDAVP the nasal spray. The others guard the reading: each failed under a narrower one (marketed
// products only: Flagyl the 375 mg capsules, Temodar and Lioresal nothing; OTC products: Tylenol the 650 mg
// extended-release tablet, Zyrtec and Allegra their syrups).
export const TRADE_NAME_PRODUCTS: DoseRow[] = [
  ["zyclara", "imiquimod", "cream", "^3.75%"],
  ["cambia", "diclofenac-potassium", "^powder-for-oral-solution"],
  ["zyprexa zydis", "olanzapine", "orally-disintegrating"],
  ["metrogel", "metronidazole", "^gel$"],
  ["estrogel", "estradiol", "^gel$", "^0.06%"],
  ["imvexxy", "imvexxy", "vaginal-insert"], // sold since the eighteenth pass (its packs' NDCs, named by their product)
  ["alora", "estradiol", "^patch$"],
  ["diastat", "diazepam", "rectal-gel"],
  ["aczone", "dapsone", "^gel$"],
  ["silenor", "doxepin", "^tablet$", "^6 mg"],
  ["solodyn", "minocycline", "tablet-extended-release"],
  ["protopic", "tacrolimus", "ointment"],
  ["tobi", "tobramycin", "inhalation-solution"],
  ["procardia", "nifedipine", "^capsule$"],
  ["verelan", "verapamil-hydrochloride", "capsule-extended-release"],
  ["maxzide", "hydrochlorothiazide-triamterene", "^tablet$", "^50 mg-75 mg"],
  ["microzide", "hydrochlorothiazide", "^capsule$"],
  ["bactrim ds", "sulfamethoxazole-trimethoprim", "^tablet$", "^800 mg-160 mg"],
  // A prescriber still writes a brand for its discontinued products.
  ["flagyl", "metronidazole", "^tablet$", "^500 mg"],
  ["lioresal", "baclofen", "^tablet$"],
  ["temodar", "temozolomide", "^capsule$"],
  // Where none of a name's products is sold by the catalog it answers nothing, not another product of its generic.
  ["evamist", null],
  // Except where RxNorm lists a current product of the name whose generic the catalog sells (twentieth pass): Zipsor's
  // 25 mg capsule is diclofenac's.
  ["zipsor", "diclofenac", "^capsule$"],
  ["binosto", null],
  // OTC brands and brands switched to OTC under other names are their generics' usual product; a name of every dose
  // is not the start of a longer one ("ddavp", not "ddavp nasal spray").
  // Acetaminophen has no counted fill in any file here, and every strength is sold over the counter: a state's
  // suppressed prescriptions do not rank such strengths (twenty-first pass), the stock does, the 500 mg tablet (60
  // NADAC-priced NDCs of 12 labelers; the 325 mg tablet's three Alaska quarters chose it before).
  ["tylenol", "acetaminophen", "^tablet$", "^500 mg"],
  ["zyrtec", "cetirizine-hydrochloride", "^tablet$", "^10 mg"],
  ["allegra", "fexofenadine-hydrochloride", "^tablet$", "^180 mg"],
  ["ddavp", "desmopressin-acetate", "^tablet$"],
];

// A trade name all of whose products are discontinued prescription ones answers them where the catalog sells one,
// unless its ingredients are sold over the counter by those routes (an Orange Book OTC product or an NDC NADAC flags
// OTC: Benadryl, Zyrtec and Allegra stay their generic's usual product). Before, routes alone: Dyazide was the
// tablet, Calan and Isoptin the extended tablets, Zofran the orally disintegrating tablet (and then a vial: a dose
// without the default is the one dispensed most, a vial's injection last), Periostat the 100 mg capsule, Ismo the
// extended tablet, Prozac Weekly the 20 mg capsule, Riomet and Ozobax tablets, Minitran a spray, Topamax Sprinkle a
// tablet, Parcopa, Niravam and Staxyn the plain tablets.
export const RETIRED_TRADE_NAMES: DoseRow[] = [
  ["dyazide", "hydrochlorothiazide-triamterene", "^capsule$", "^25 mg-37.5 mg"],
  ["calan", "verapamil-hydrochloride", "^tablet$"],
  ["calan sr", "verapamil-hydrochloride", "^tablet-extended-release$"],
  // RxNorm lists Isoptin's extended tablets only (Isoptin SR), what it sells now (twentieth pass).
  ["isoptin", "verapamil-hydrochloride", "^tablet-extended-release$"],
  ["zofran", "ondansetron", "^tablet$"],
  ["zofran odt", "ondansetron", "orally-disintegrating"],
  ["periostat", "doxycycline-hyclate", "^tablet$", "^20 mg"],
  ["ismo", "isosorbide-mononitrate", "^tablet$", "^20 mg"],
  ["prozac weekly", "fluoxetine", "capsule-delayed-release", "^90 mg"],
  ["riomet", "metformin-hydrochloride", "oral-solution"],
  ["ozobax", "baclofen", "oral-solution"],
  ["minitran", "nitroglycerin", "^patch$"],
  // A brand's other line is that brand where it sells the line's doses (fourteenth pass): Topamax's sprinkle capsules.
  ["topamax sprinkle", "topamax", "^capsule$"],
  ["parcopa", "carbidopa-levodopa", "orally-disintegrating"],
  ["niravam", "alprazolam", "orally-disintegrating"],
  ["staxyn", "vardenafil", "orally-disintegrating"],
  ["slow k", "potassium-chloride", "tablet-extended-release", "^8 mEq"],
  ["micro k", "potassium-chloride", "capsule-extended-release"],
  ["trianex", "triamcinolone-acetonide", "^ointment$", "^0.05%"],
  ["fempatch", "estradiol", "^patch$", "^0.025 mg"],
  ["benadryl", "diphenhydramine-hydrochloride", "^capsule$", "^25 mg"],
];

// A brand with a strength its own NDCs do not sell answers its generic's dose of that strength where it is given the
// same way (route, and extended release or not): a prescription for "viagra 25" is filled with sildenafil 25 mg.
// Before, the brand's default dose (Viagra 100 mg, Altace 10 mg, Augmentin's suspension for "augmentin 875", whose
// generic answered "augmentin xr" as the start of that alias). A brand given otherwise keeps its place ("acular 10":
// Acular's eye drops, not ketorolac's 10 mg tablet; "amrix 5": Amrix, not the immediate-release 5 mg tablet).
export const BRAND_STRENGTH_BY_GENERIC: DoseRow[] = [
  ["viagra 25", "sildenafil", "^tablet$", "^25 mg"],
  ["augmentin 875", "amoxicillin-clavulanate", "^tablet$", "^875 mg-125 mg"],
  ["augmentin 500", "amoxicillin-clavulanate", "^tablet$", "^500 mg-125 mg"],
  ["prilosec 20", "omeprazole", "capsule-delayed-release", "^20 mg"],
  ["altace 5", "ramipril", "^capsule$", "^5 mg"],
  ["celexa 10", "citalopram", "^tablet$", "^10 mg"],
  ["paxil 10", "paroxetine-hydrochloride", "^tablet$", "^10 mg"],
  ["zestril 30", "lisinopril", "^tablet$", "^30 mg"],
  ["imitrex 50", "sumatriptan", "^tablet$", "^50 mg"],
  ["fosamax 35", "alendronate", "^tablet$", "^35 mg"],
  ["lopressor 37.5", "metoprolol-tartrate", "^tablet$", "^37.5 mg"],
  ["inderal 160", "propranolol-hydrochloride", "capsule-extended-release", "^160 mg"],
  ["acular 10", "acular"],
  ["amrix 5", "amrix"],
];

// A trade name numbered by its strength (Orange Book "TYLENOL W/ CODEINE NO. 3", 300 mg-30 mg) as patients write it.
// "tylenol 3" answered acetaminophen (a strength of 3 fits no dose), "tylenol #4" the No. 3 tablet.
export const NUMBERED_NAMES: DoseRow[] = [
  ["tylenol 3", APAP_CODEINE, "^tablet$", "^300 mg-30 mg"],
  ["tylenol #3", APAP_CODEINE, "^tablet$", "^300 mg-30 mg"],
  ["tylenol #4", APAP_CODEINE, "^tablet$", "^300 mg-60 mg"],
  ["tylenol no. 4", APAP_CODEINE, "^tablet$", "^300 mg-60 mg"],
  ["tylenol with codeine #2", APAP_CODEINE, "^tablet$", "^300 mg-15 mg"],
  // A number that names no product is still a strength.
  ["tylenol 325", "acetaminophen", "^tablet$", "^325 mg"],
];

// Tenth pass, written from public lists: names as the Orange Book, CMS Part D and MedlinePlus write them.
// A salt the label writes that RxNorm leaves out of the catalog's name (Orange Book ingredients of LEXAPRO, MAXALT,
// INGREZZA, SAVAYSA, TEKTURNA, NESINA, MOVANTIK, SEREVENT; CMS Part D's generic names): each was a 404.
export const LABEL_SALTS: DoseRow[] = [
  ["escitalopram oxalate", "escitalopram"],
  ["escitalopram oxalate 10 mg", "escitalopram", "^tablet$", "^10 mg"],
  ["rizatriptan benzoate", "rizatriptan"],
  ["valbenazine tosylate", "ingrezza"],
  ["edoxaban tosylate", "savaysa"],
  ["aliskiren hemifumarate", "aliskiren"],
  ["alogliptin benzoate", "alogliptin"],
  ["naloxegol oxalate", "movantik"],
  ["salmeterol xinafoate", "serevent"],
  ["alogliptin benzoate and metformin", "alogliptin-metformin-hydrochloride"],
  ["metformin alogliptin benzoate", "alogliptin-metformin-hydrochloride"],
  // One ingredient with a salt word its catalog name omits is that ingredient, not a combination holding it (CMS
  // Part D: "Fluoxetine HCl", "Buprenorphine HCl").
  ["fluoxetine hcl", "fluoxetine"],
  ["buprenorphine hcl", "buprenorphine"],
  ["erythromycin base", ["erythromycin", "ery-tab"]],
];

// An Orange Book trade name written with its strength ("ANEXSIA 7.5/325", "TENORETIC 50") is the name before it.
export const TRADE_NAME_STRENGTHS: DoseRow[] = [
  ["anexsia", APAP_HYDROCODONE],
  ["anexsia 7.5/325", APAP_HYDROCODONE, "^tablet$", "^325 mg-7.5 mg"],
  ["tenoretic", "atenolol-chlorthalidone"],
  ["moduretic", "amiloride-hydrochloride-hydrochlorothiazide"],
  ["oseni", "alogliptin-pioglitazone"],
  // A brand's other line is that brand (fourteenth pass): MAXALT-MLT is Maxalt's orally disintegrating tablets.
  ["maxalt mlt", "maxalt", "orally-disintegrating"],
  // The name alone that is another trade name keeps its own products (MAXZIDE 75-50, MAXZIDE-25 37.5-25).
  ["maxzide", "hydrochlorothiazide-triamterene", "^tablet$", "^50 mg-75 mg"],
];

// MedlinePlus writes a prodrug by its molecule ("Bictegravir, Emtricitabine, and Tenofovir"): a word that names one
// ingredient also starts others.
export const MOLECULE_OF_PRODRUG: DoseRow[] = [
  ["bictegravir, emtricitabine, and tenofovir", "biktarvy"],
  ["bictegravir emtricitabine tenofovir", "biktarvy"],
  ["darunavir, cobicistat, emtricitabine, and tenofovir", "symtuza"],
  ["tenofovir emtricitabine bictegravir", "biktarvy"],
];

// A strength written before the name, as a label reads ("10 mg lisinopril"); a bare leading number is a name's.
export const LEADING_STRENGTHS: DoseRow[] = [
  ["10 mg lisinopril", "lisinopril", "^tablet$", "^10 mg"],
  ["10mg lisinopril", "lisinopril", "^tablet$", "^10 mg"],
  ["20 meq potassium chloride", "potassium-chloride", undefined, "^20 mEq"],
  ["0.1% triamcinolone cream", "triamcinolone-acetonide", "^cream$", "^0.1%"],
  ["6-aminocaproic acid", "6-aminocaproic-acid"],
];

// Ingredients in any order with one or more mistyped (each within the typo allowance of its length, same first
// letter), naming every ingredient of one product: each was a 404.
export const MISTYPED_COMBINATIONS: DoseRow[] = [
  ["lisinipril hctz", "hydrochlorothiazide-lisinopril"],
  ["lisinopril hydrochlorthiazide", "hydrochlorothiazide-lisinopril"],
  ["losartin hctz", LOSARTAN_HCTZ],
  ["valsarten hctz", "hydrochlorothiazide-valsartan"],
  ["triamterine hctz", "hydrochlorothiazide-triamterene"],
  ["hydrocodone acetaminophin", APAP_HYDROCODONE],
  ["amlodipin benazepril 5/20", "amlodipine-benazepril-hydrochloride", "capsule", "^5 mg-20 mg"],
];

// An acid's salt named by the acid (MedlinePlus: "Amoxicillin and Clavulanic Acid"), and a salt typed that is not the
// catalog's other salt of the molecule.
export const ACID_AND_SALT_NAMES: DoseRow[] = [
  ["amoxicillin and clavulanic acid", "amoxicillin-clavulanate"],
  ["amoxicillin clavulanic acid 875", "amoxicillin-clavulanate", "^tablet$", "^875 mg"],
  ["clavulanic acid", "amoxicillin-clavulanate"],
  ["mycophenolic acid", "mycophenolic-acid"],
  ["mycophenolate sodium", "mycophenolic-acid"],
  ["lidocaine hcl", "lidocaine-hydrochloride"],
  ["hydrochloride sevelamer", "sevelamer-hydrochloride"],
];

// "generic" before or after a brand asks for its generic versions, given as the brand is; a count after the dose
// ("qty 30", "x 30") and "pills" do not change which medication is meant. Each answered nothing.
export const GENERIC_OF_BRAND: DoseRow[] = [
  ["generic lipitor", "atorvastatin"],
  ["lipitor generic", "atorvastatin"],
  ["generic for lipitor", "atorvastatin"],
  ["generic zoloft 50 mg", "sertraline", "^tablet$", "^50 mg"],
  ["generic version of concerta", "methylphenidate-hydrochloride", "tablet-extended-release"],
  ["generic synthroid 50 mcg", "levothyroxine-sodium", "^tablet$", "^50 mcg"],
  ["generic adderall xr 20", ADDERALL_GENERIC, "capsule-extended-release", "^20 mg"],
  // Its versions by RxNorm's pairing (Invega: paliperidone) and its generic name (Dilantin's extended capsules:
  // phenytoin sodium, not phenytoin's chewables).
  ["generic invega", "paliperidone", "tablet-extended-release"],
  ["generic dilantin", "phenytoin-sodium", "capsule-extended-release"],
  // No generic sold as the brand is: the brand (Eliquis; OxyContin's extended tablets).
  ["generic eliquis", "eliquis"],
  ["generic oxycontin", "oxycontin"],
  ["lisinopril 10mg qty 30", "lisinopril", "^tablet$", "^10 mg"],
  ["lisinopril 10 mg x 30", "lisinopril", "^tablet$", "^10 mg"],
  ["atorvastatin pills", "atorvastatin", "^tablet$"],
];

// A word the medication's trade names end with, all naming the same doses (Bactrim DS, Septra DS, Sulfatrim DS:
// 800 mg-160 mg), typed after its ingredients or another of its names. Each answered nothing.
export const DESIGNATION_WORDS: DoseRow[] = [
  ["sulfamethoxazole trimethoprim ds", "sulfamethoxazole-trimethoprim", "^tablet$", "^800 mg-160 mg"],
  ["trimethoprim sulfamethoxazole ds", "sulfamethoxazole-trimethoprim", "^tablet$", "^800 mg-160 mg"],
  ["sulfamethoxazole trimethoprim ss", "sulfamethoxazole-trimethoprim", "^tablet$", "^400 mg-80 mg"],
  ["septra pediatric", "sulfamethoxazole-trimethoprim", "oral-suspension"],
];

// A brand's name and a word its combinations' names end with ("d" of Claritin-D, Allegra-D, Clarinex-D, Mucinex D;
// "pm" of Advil PM; "dm"; "hct"): the drug with the ingredient the word adds. "tylenol pm" answered acetaminophen /
// codeine (a typo of "tylenol no"), "zyrtec d" cetirizine alone, "robitussin dm" and "lisinopril hct" nothing.
export const COMBINATION_SUFFIXES: DoseRow[] = [
  ["tylenol pm", "acetaminophen-diphenhydramine-hydrochloride"],
  ["zyrtec d", "cetirizine-hydrochloride-pseudoephedrine-hydrochloride"],
  ["robitussin dm", "dextromethorphan-hydrobromide-guaifenesin"],
  ["lisinopril hct", "hydrochlorothiazide-lisinopril"],
  // No diphenhydramine / pseudoephedrine product: the drug named, never a d- drug by its first letter.
  ["benadryl d", "diphenhydramine-hydrochloride"],
];
