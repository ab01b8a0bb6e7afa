// The long tail of real queries, as patients, pharmacists and prescriptions type them (prisma/seed/README.md,
// "Sixteenth pass: counts, the NADAC file's cut words and store brands, words past a strength — search"): a table of
// queries written from public knowledge and the public lists in ../shared/data (NADAC descriptions, Part D names),
// with the medication (and dose) that must come first, and whole-catalog properties of the same classes: every
// combination in every word order of its ingredients, every dose with a count after it, every liquid's strength over a
// volume, every name after a NADAC store brand. Skipped where the data folder is not beside the project.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogMedication } from "../catalog-types";
import { basesOf, moleculeOf } from "./dose-query-cases";
import { findMedications, type SearchCatalog } from "./find-medications";
import { firstAnswerAt, readSeedSearch } from "./first-answer";
import STORE_BRAND_WORDS from "./store-brand-words.json";

const DATA = "../shared/data/drugs";

let meds: CatalogMedication[];
let catalog: SearchCatalog<CatalogMedication>;
beforeAll(async () => {
  ({ meds, catalog } = await readSeedSearch());
}, 120_000);

const at = (q: string) => firstAnswerAt(catalog, q);

// Each single-ingredient medication without a number in its name, by the name a patient types (a generic's molecule).
const singles = () =>
  meds
    .filter((m) => !m.generic.includes(" / ") && !/\d/.test(m.name))
    .map((m) => ({ m, name: m.isBrand || m.name !== m.generic ? m.name.toLowerCase() : moleculeOf(m.generic) }));

// Query -> the medication first (its slug), or the slug, strength and form of its dose ("slug 10 mg tablet").
// Written from public knowledge and the public lists; those marked "old" were answered wrong or not at all before
// this pass.
const TABLE: [string, string][] = [
  // Combinations in any word order and join, by abbreviation.
  ["hydrochlorothiazide lisinopril", "hydrochlorothiazide-lisinopril"],
  ["lisinopril hctz", "hydrochlorothiazide-lisinopril"],
  ["hctz/lisinopril", "hydrochlorothiazide-lisinopril"],
  ["lisinopril w/ hctz", "hydrochlorothiazide-lisinopril"],
  ["lisinopril with hctz 20/25", "hydrochlorothiazide-lisinopril 25 mg-20 mg tablet"],
  ["lisinopril and hydrochlorothiazide 10-12.5", "hydrochlorothiazide-lisinopril 12.5 mg-10 mg tablet"],
  ["hctz & losartan 50/12.5", "hydrochlorothiazide-losartan-potassium 12.5 mg-50 mg tablet"],
  ["valsartan/hctz 160/12.5", "hydrochlorothiazide-valsartan 12.5 mg-160 mg tablet"],
  ["hctz triamterene", "hydrochlorothiazide-triamterene"],
  ["triamterene/hctz 75-50", "hydrochlorothiazide-triamterene 50 mg-75 mg tablet"],
  ["benazepril and amlodipine 5-20", "amlodipine-benazepril-hydrochloride 5 mg-20 mg capsule"],
  ["amlodipine & atorvastatin 10/20", "amlodipine-atorvastatin 10 mg-20 mg tablet"],
  ["clav amox", "amoxicillin-clavulanate"],
  ["amoxicillin with clavulanate 875", "amoxicillin-clavulanate 875 mg-125 mg tablet"],
  ["codeine apap", "acetaminophen-codeine-phosphate"],
  ["apap w/ codeine #3", "acetaminophen-codeine-phosphate 300 mg-30 mg tablet"],
  ["tylenol with codeine #4", "acetaminophen-codeine-phosphate 300 mg-60 mg tablet"],
  ["apap hydrocodone", "acetaminophen-hydrocodone-bitartrate"],
  ["hydrocodone/apap 10-325", "acetaminophen-hydrocodone-bitartrate 325 mg-10 mg tablet"],
  ["apap/oxycodone 10/325", "acetaminophen-oxycodone-hydrochloride 325 mg-10 mg tablet"],
  ["oxycodone w/ apap", "acetaminophen-oxycodone-hydrochloride"],
  ["tmp smx ds", "sulfamethoxazole-trimethoprim 800 mg-160 mg tablet"],
  ["bactrim ds", "sulfamethoxazole-trimethoprim 800 mg-160 mg tablet"],
  ["metformin/sitagliptin", "janumet"],
  ["salmeterol fluticasone 250/50", "fluticasone-propionate-salmeterol 250 mcg-50 mcg inhaler-dry-powder"],
  ["formoterol budesonide", "budesonide-formoterol-fumarate"],
  ["ezetimibe & simvastatin", "ezetimibe-simvastatin"],
  ["levodopa carbidopa", "carbidopa-levodopa"],
  ["carbidopa levodopa er 50-200", "carbidopa-levodopa 50 mg-200 mg tablet-extended-release"],
  ["naloxone buprenorphine", "buprenorphine-naloxone"],
  ["buprenorphine/naloxone 8 mg-2 mg sl tab", "buprenorphine-naloxone 8 mg-2 mg tablet-sublingual"],
  ["timolol dorzolamide", "dorzolamide-timolol"],
  ["timolol brimonidine", "brimonidine-tartrate-timolol"],
  ["hctz bisoprolol", "bisoprolol-fumarate-hydrochlorothiazide"],
  ["hctz metoprolol", "hydrochlorothiazide-metoprolol-tartrate"],
  ["hctz amlodipine olmesartan", "amlodipine-hydrochlorothiazide-olmesartan-medoxomil"],
  ["glipizide and metformin", "glipizide-metformin-hydrochloride"],
  ["hctz/spironolactone 25-25", "hydrochlorothiazide-spironolactone 25 mg-25 mg tablet"],
  ["asa dipyridamole er", "aspirin-dipyridamole"],
  ["apap butalbital caffeine 50/325/40", "acetaminophen-butalbital-caffeine 325 mg-50 mg-40 mg tablet"],
  ["butalbital asa caffeine", "aspirin-butalbital-caffeine"],
  ["dextroamphetamine amphetamine 20 mg", "amphetamine-aspartate-amphetamine-sulfate-dextroamphetamine-saccharate-dextroamphetamine-sulfate 20 mg tablet"], // prettier-ignore
  ["hydrocortisone neomycin polymyxin otic", "hydrocortisone-neomycin-polymyxin-b"],
  ["dexamethasone tobramycin eye drops", "dexamethasone-tobramycin 0.1%-0.3% ophthalmic-suspension"],
  ["dexamethasone cipro ear drops", "ciprofloxacin-dexamethasone"],
  ["clotrimazole betamethasone cream", "betamethasone-clotrimazole 0.05%-1% cream"],
  ["triamcinolone nystatin", "nystatin-triamcinolone-acetonide"],
  ["hctz irbesartan 300-12.5", "hydrochlorothiazide-irbesartan 12.5 mg-300 mg tablet"],
  ["hctz telmisartan 80/25", "hydrochlorothiazide-telmisartan 25 mg-80 mg tablet"],
  ["candesartan hctz", "candesartan-cilexetil-hydrochlorothiazide"],
  ["enalapril hctz", "enalapril-maleate-hydrochlorothiazide"],
  ["amiloride hctz", "amiloride-hydrochloride-hydrochlorothiazide"],
  ["tenofovir emtricitabine", "emtricitabine-tenofovir-disoproxil-fumarate"],
  ["sacubitril/valsartan 49/51", "sacubitril-valsartan 49 mg-51 mg tablet"],
  ["albuterol and ipratropium nebulizer solution", "albuterol-ipratropium-bromide"],
  ["hydralazine isosorbide dinitrate", "hydralazine-hydrochloride-isosorbide-dinitrate"],
  ["atenolol/chlorthalidone 50-25", "atenolol-chlorthalidone 50 mg-25 mg tablet"],
  ["diphenoxylate/atropine", "atropine-sulfate-diphenoxylate-hydrochloride"],
  ["lidocaine/prilocaine 2.5-2.5%", "lidocaine-prilocaine 2.5%-2.5% cream"],
  ["trimethoprim polymyxin b eye drops", "polymyxin-b-trimethoprim"],
  ["metformin pioglitazone 15-850", "metformin-hydrochloride-pioglitazone 850 mg-15 mg tablet"],
  ["amlodipine olmesartan 10/40", "amlodipine-olmesartan-medoxomil 10 mg-40 mg tablet"],
  // Abbreviations and release words.
  ["hctz 12.5 mg", "hydrochlorothiazide 12.5 mg tablet"],
  ["apap 500", "acetaminophen 500 mg tablet"],
  ["asa ec 81", "aspirin 81 mg tablet-delayed-release"],
  ["mtx 2.5 mg", "methotrexate 2.5 mg tablet"],
  ["kcl er 10 meq", "potassium-chloride 10 mEq tablet-extended-release"],
  ["pcn vk 500", "penicillin-v-potassium 500 mg tablet"],
  ["hc cream 2.5%", "hydrocortisone 2.5% cream"],
  ["inh 300 mg", "isoniazid 300 mg tablet"],
  ["6-mp 50 mg", "mercaptopurine 50 mg tablet"],
  ["ismn er 30", "isosorbide-mononitrate 30 mg tablet-extended-release"],
  ["isdn 10 mg", "isosorbide-dinitrate 10 mg tablet"],
  ["ptu 50", "propylthiouracil 50 mg tablet"],
  ["metoprolol succ er 25", "metoprolol-succinate 25 mg tablet-extended-release"],
  ["metoprolol tart 25", "metoprolol-tartrate 25 mg tablet"],
  ["bupropion sr 150", "bupropion-hydrochloride 150 mg tablet-extended-release"],
  ["nifedipine xl 30", "nifedipine 30 mg tablet-extended-release"],
  ["diltiazem cd 240", "diltiazem-hydrochloride 240 mg capsule-extended-release"],
  ["divalproex sod dr 250", "divalproex-sodium 250 mg tablet-delayed-release"],
  ["ondansetron odt 4", "ondansetron 4 mg tablet-orally-disintegrating"],
  ["pantoprazole dr 40", "pantoprazole 40 mg tablet-delayed-release"],
  ["venlafaxine xr 75", "venlafaxine 75 mg capsule-extended-release"],
  ["metformin xr 500", "metformin-hydrochloride 500 mg tablet-extended-release"],
  ["oxybutynin xl 10", "oxybutynin-chloride 10 mg tablet-extended-release"],
  ["glipizide xl 5", "glipizide 5 mg tablet-extended-release"],
  ["morphine sulf er 30", "morphine-sulfate 30 mg tablet-extended-release"],
  ["montelukast 4 mg granules", "montelukast 4 mg granules"], // old: nothing
  // The NADAC file's cut words, salts and its own abbreviations.
  ["ALBUTEROL SUL 2.5 MG/3 ML SOL", "albuterol 0.83 mg/mL inhalation-solution"],
  ["HYDROCODONE-ACETAMIN 5-325 MG", "acetaminophen-hydrocodone-bitartrate 325 mg-5 mg tablet"],
  ["oxycodone-acetamin 5-325", "acetaminophen-oxycodone-hydrochloride 325 mg-5 mg tablet"],
  ["AMLODIPINE-ATORVAST 10-20 MG", "amlodipine-atorvastatin 10 mg-20 mg tablet"],
  ["carbidopa-levo 25-100", "carbidopa-levodopa 25 mg-100 mg tablet"],
  ["amox-clav 400-57 mg/5 ml susp", "amoxicillin-clavulanate 400 mg-57 mg/5 mL oral-suspension"],
  ["ciproflox-dexameth otic susp", "ciprofloxacin-dexamethasone"],
  // NADAC's description of a generic pack: the generic pack since the seventeenth pass (Junel's before, none sold).
  ["norethind-eth estrad 1-20", "ethinyl-estradiol-norethindrone-acetate 20 mcg-1 mg pack"], // old: nothing
  ["pot chloride er 10 meq", "potassium-chloride 10 mEq tablet-extended-release"], // old: nothing
  ["sod fluoride 1.1% gel", "sodium-fluoride 1.1% oral-gel"], // old: nothing
  ["triamcinolone acet 0.1% crm", "triamcinolone-acetonide 0.1% cream"],
  ["hydroxyzine pam 25 mg cap", "hydroxyzine-pamoate 25 mg capsule"],
  ["doxycycline hyc 100 mg cap", "doxycycline-hyclate 100 mg capsule"],
  ["diclofenac sod ec 75 mg tab", "diclofenac-sodium 75 mg tablet-delayed-release"],
  ["levothyroxine sod 50 mcg", "levothyroxine-sodium 50 mcg tablet"],
  ["atorvastatin calc 20 mg", "atorvastatin 20 mg tablet"],
  ["fluticasone prop 50 mcg spray", "fluticasone-propionate 50 mcg nasal-spray"],
  ["escitalopram oxal 10 mg", "escitalopram 10 mg tablet"],
  ["isosorbide mononit er 60 mg", "isosorbide-mononitrate 60 mg tablet-extended-release"],
  ["dexmethylphenid er 10 mg cap", "dexmethylphenidate-hydrochloride 10 mg capsule-extended-release"],
  ["cyanocobalamin 1,000 mcg/ml vl", "vitamin-b12 1 mg/mL injection"],
  ["magnesium ox 400", "magnesium-oxide 400 mg tablet"],
  ["acetaminophen-cod #3 tablet", "acetaminophen-codeine-phosphate 300 mg-30 mg tablet"],
  ["sod sul-potass sul-mag sul sol", "magnesium-sulfate-potassium-sulfate-sodium-sulfate"],
  ["galantamine hbr 12 mg tablet", "galantamine 12 mg tablet"], // old: galantamine hydrobromide's 8 mg capsule
  // Words past the strength that name no form (the file's and labels'), and pill packs' and mixes' units.
  ["amlodipine 10 mg gelcap", "amlodipine 10 mg tablet"], // old: nothing
  ["pregabalin 300 mg mini sfgl", "pregabalin 300 mg capsule"], // old: nothing
  ["amoxicillin 250 mg/5 ml susp cup", "amoxicillin 250 mg/5 mL oral-suspension"], // old: nothing
  ["topiramate er 200 mg sprink cap", "topiramate 200 mg capsule-extended-release"], // old: nothing
  ["fluorouracil 5% cream packet", "fluorouracil 5% cream"], // old: nothing
  ["xifaxan 550 mg gelcap", "xifaxan 550 mg tablet"], // old: nothing
  ["memantine 10 mg/5 ml", "memantine-hydrochloride 10 mg/5 mL oral-solution"], // old: the 10 mg tablet
  ["baclofen 10 mg/5 ml cup", "baclofen 10 mg/5 mL oral-solution"], // old: nothing
  ["portia 30 mcg-0.15 mg", "portia 30 mcg-0.15 mg pack"], // old: nothing
  ["humalog mix 25 units-75 units/ml flexpen", "humalog-mix 25 units-75 units/mL pen-injector"], // old: nothing
  ["humulin 70 units-30 units/ml kwikpen", "humulin 70 units-30 units/mL pen-injector"], // old: nothing
  // Store brands before the name (NADAC's GNP, QC, FT, GS, SM).
  ["gnp nicotine 4 mg mini lozenge", "nicotine 4 mg lozenge"], // old: nothing
  ["qc aspirin ec 81 mg tablet", "aspirin 81 mg tablet-delayed-release"], // old: nothing
  ["gs mucus er 1,200 mg tablet", "guaifenesin 1200 mg tablet-extended-release"], // old: nothing
  ["gnp loratadine-d 12 hr", "loratadine-pseudoephedrine-sulfate 5 mg-120 mg tablet-extended-release"], // old: nothing
  ["sm lorata-dine d 24hr", "loratadine-pseudoephedrine-sulfate 10 mg-240 mg tablet-extended-release"], // old: nothing
  // A store brand's word that is part of a name typed in another order stays that name (Lotemax SM).
  ["sm lotemax", "lotemax 0.38% ophthalmic-gel"],
  // Counts.
  ["lisinopril 10 mg #30", "lisinopril 10 mg tablet"], // old: nothing
  ["lisinopril 10 mg #90", "lisinopril 10 mg tablet"], // old: nothing
  ["atorvastatin 40 mg 30 tabs", "atorvastatin 40 mg tablet"],
  ["metformin er 500 mg 30 tabs", "metformin-hydrochloride 500 mg tablet-extended-release"], // old: the plain tablet
  ["amlodipine 5 mg qty 90", "amlodipine 5 mg tablet"],
  ["sertraline 50 mg qty: 30", "sertraline 50 mg tablet"], // old: nothing
  ["gabapentin 300 mg caps #90", "gabapentin 300 mg capsule"], // old: nothing
  ["losartan 50 mg x30", "losartan-potassium 50 mg tablet"],
  ["prednisone 20 mg #10", "prednisone 20 mg tablet"], // old: nothing
  ["amoxicillin 500 mg (30)", "amoxicillin 500 mg capsule"], // old: nothing
  ["hydrocodone apap 5/325 #20", "acetaminophen-hydrocodone-bitartrate 325 mg-5 mg tablet"], // old: nothing
  ["levothyroxine 50 mcg 90 day supply", "levothyroxine-sodium 50 mcg tablet"], // old: nothing
  ["atorvastatin 20 mg 90 count", "atorvastatin 20 mg tablet"], // old: nothing
  ["simvastatin 20 30ct", "simvastatin 20 mg tablet"], // old: nothing
  ["tramadol 50 mg #60", "tramadol-hydrochloride 50 mg tablet"], // old: nothing
  // Release hours.
  ["allegra-d 24 hour", "fexofenadine-hydrochloride-pseudoephedrine-hydrochloride 180 mg-240 mg tablet-extended-release"], // prettier-ignore
  ["claritin d 24 hour", "loratadine-pseudoephedrine-sulfate 10 mg-240 mg tablet-extended-release"],
  ["sudafed 12 hour", "pseudoephedrine-hydrochloride 120 mg tablet-extended-release"],
  ["mucinex d 12 hour", "guaifenesin-pseudoephedrine-hydrochloride 600 mg-60 mg tablet-extended-release"],
  ["tylenol 8 hour", "acetaminophen 650 mg tablet-extended-release"],
  // Misspellings of names.
  ["hydroxycloroquine 200", "hydroxychloroquine-sulfate 200 mg tablet"],
  ["levothyroxin 50 mcg", "levothyroxine-sodium 50 mcg tablet"],
  ["metoprolol sucinate", "metoprolol-succinate"],
  ["amlodapine 5 mg", "amlodipine 5 mg tablet"],
  ["lisinipril 20", "lisinopril 20 mg tablet"],
  ["gabapenton 300", "gabapentin 300 mg capsule"],
  ["fluoxitine 20 mg", "fluoxetine 20 mg capsule"],
  ["buproprion xl 150", "bupropion-hydrochloride 150 mg tablet-extended-release"],
  ["trazadone 50", "trazodone-hydrochloride 50 mg tablet"],
  ["cyclobenzeprine", "cyclobenzaprine-hydrochloride"],
  ["montelucast", "montelukast"],
  ["famotadine 20", "famotidine 20 mg tablet"],
  ["ondansatron odt", "ondansetron 4 mg tablet-orally-disintegrating"],
  ["clonazapam 0.5", "clonazepam 0.5 mg tablet"],
  ["carbamazapine", "carbamazepine"],
  ["rivaroxiban", "rivaroxaban"],
  // Brand names of rarer products.
  ["trulance 3 mg", "trulance 3 mg tablet"],
  ["amitiza 24 mcg", "amitiza 24 mcg capsule"],
  ["viberzi 100", "viberzi 100 mg tablet"],
  ["austedo 12 mg", "austedo 12 mg tablet"],
  ["xcopri", "xcopri"],
  ["briviact 50", "briviact 50 mg tablet"],
  ["nayzilam", "nayzilam"],
  ["trokendi xr 100", "trokendi 100 mg capsule-extended-release"],
  ["dayvigo 5", "dayvigo 5 mg tablet"],
  ["auvelity", "auvelity"],
  ["verquvo", "verquvo"],
  ["kerendia 10", "kerendia 10 mg tablet"],
  ["nexlizet", "nexlizet"],
  ["bevespi aerosphere", "bevespi"],
  ["stiolto respimat", "stiolto"],
  ["airsupra", "airsupra"],
  ["cibinqo", "cibinqo"],
  ["vtama", "vtama"],
  ["zoryve", "zoryve"],
];

describe.skipIf(!existsSync(`${DATA}/names`))("real queries of the long tail, over the whole catalog", () => {
  it(`the table of ${TABLE.length} queries: the medication (and dose) first`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(150);
    const wrong = TABLE.flatMap(([q, want]) => {
      const got = at(q);
      return got === want || got.startsWith(`${want} `) ? [] : [`${q} -> ${got} (want ${want})`];
    });
    expect(wrong).toEqual([]);
  }, 120_000);

  it("every combination is found in every word order of its ingredients, with every join", () => {
    const perms = <T>(xs: readonly T[]): T[][] =>
      xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms(xs.filter((_, j) => j !== i)).map((p) => [x, ...p]));
    const missed: string[] = [];
    let tried = 0;
    for (const m of meds) {
      const ings = m.generic.split(" / ");
      if (m.isBrand || m.name !== m.generic || ings.length < 2 || ings.length > 3) continue;
      const molecules = ings.map(moleculeOf);
      if (new Set(molecules).size < ings.length || molecules.some((x) => !x)) continue;
      for (const order of perms(molecules))
        for (const join of [" ", "/", "-", " and ", " & ", " with "]) {
          tried++;
          const [first] = findMedications(catalog, order.join(join), 3).results;
          if (!first || basesOf(first.medication.generic) !== basesOf(m.generic)) missed.push(order.join(join));
        }
    }
    console.log(`combinations in every order: ${tried} queries, ${missed.length} missed`);
    expect(tried).toBeGreaterThan(3_000);
    expect(missed).toEqual([]);
  }, 300_000);

  it("every solid dose with a count after it answers as it does without ('#30', 'qty: 90', '30 tabs', '(30)')", () => {
    const missed: string[] = [];
    let tried = 0;
    for (const { m, name } of singles()) {
      for (const d of m.doses.slice(0, 2)) {
        const solid = /^(tablet|capsule)/.exec(d.doseForm)?.[1];
        if (!solid || !/^[\d.]+ (mg|mcg|mEq)$/.test(d.strength)) continue;
        const plain = `${name} ${d.strength.toLowerCase()}`;
        const form = solid === "tablet" ? "tabs" : "caps";
        // The count before a form word keeps the form word ("30 tabs" asks for the tablets, as "tabs" does).
        const counts: [string, string][] = [
          ["#30", plain],
          ["qty: 90", plain],
          [`30 ${form}`, `${plain} ${form}`],
          ["(30)", plain],
          ["90 day supply", plain],
        ];
        for (const [count, without] of counts) {
          tried++;
          if (at(`${plain} ${count}`) !== at(without)) missed.push(`${plain} ${count}`);
        }
      }
    }
    console.log(`counts: ${tried} queries, ${missed.length} missed`);
    expect(tried).toBeGreaterThan(5_000);
    expect(missed).toEqual([]);
  }, 300_000);

  it("every strength typed over a volume is the liquid's where the same amount is also sold as a solid", () => {
    const missed: string[] = [];
    let tried = 0;
    for (const { m, name } of singles()) {
      for (const d of m.doses) {
        const [, amount, unit, volume] = /^([\d.]+) (mg|mcg)\/([\d.]+) mL$/.exec(d.strength) ?? [];
        if (!amount || !m.doses.some((x) => x.strength === `${amount} ${unit}`)) continue;
        tried++;
        const got = at(`${name} ${amount} ${unit}/${volume} ml`);
        if (!got.startsWith(`${m.slug} `) || !got.includes(`/${volume} mL`)) missed.push(`${name} ${d.strength}`);
      }
    }
    console.log(`liquids by their volume: ${tried} queries, ${missed.length} missed`);
    expect(tried).toBeGreaterThan(10);
    expect(missed).toEqual([]);
  }, 120_000);

  it("every single-ingredient name and strength after a NADAC store brand answers as it does without", () => {
    const brands = Object.keys(STORE_BRAND_WORDS);
    expect(brands).toEqual(expect.arrayContaining(["gnp", "qc", "ft", "gs", "sm"]));
    const missed: string[] = [];
    let tried = 0;
    for (const m of meds) {
      if (m.isBrand || m.name !== m.generic || m.generic.includes(" / ")) continue;
      const d = m.doses.find((x) => /^[\d.]+ (mg|mcg)$/.test(x.strength));
      if (!d) continue;
      const plain = `${moleculeOf(m.generic)} ${d.strength.toLowerCase()}`;
      const want = at(plain);
      if (want === "NONE") continue;
      for (const brand of brands) {
        tried++;
        if (at(`${brand} ${plain}`) !== want) missed.push(`${brand} ${plain}`);
      }
    }
    console.log(`store brands: ${tried} queries, ${missed.length} missed`);
    expect(tried).toBeGreaterThan(2_000);
    expect(missed).toEqual([]);
  }, 300_000);
});
