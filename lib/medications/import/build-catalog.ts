// Derives the medication catalog from merged NDC records: one medication per RxNorm brand name and per generic name,
// one dose per strength and form, each dose priced by a representative NDC.
import { assignSlugs } from "./assign-slugs";
import { buildDose, toUnitContent, type BuiltDose } from "./build-dose";
import { buildPackDose, DAY_CARD, isDayCard, packGeneric, packMainDrug, packPhases } from "./build-pack-dose";
import { packCycleDays, type RxnormPack, type SingleDrugPack } from "./parse-rxnorm-packs";
import { broughtToRetail, chooseDefaultDose, CLOSE, givenInClinic, infusedFrom, soldOverTheCounter, type DoseCandidate } from "./choose-default-dose"; // prettier-ignore
import { brandsOfMates, otherUseDoses } from "./two-brand-uses";
import { claimedPackage } from "./claimed-package";
import { bestSellingLine, type ProductLines } from "./product-lines";
import type { ListedPackages } from "./listed-packages";
import { CLINIC_FORMS } from "../search/search-entries";
import type { PriceableNdc } from "./choose-representative-ndc";
import { DOSE_FORM_LABELS } from "../dose-form-labels";
import {
  BOTTLE_KINDS,
  BOX_FORMS,
  PACKAGE_READ_KINDS,
  SCHEDULED_DEVICE_KINDS,
  SHORT_COURSE_FILL,
  blistersPerDose,
} from "./derive-quantities";
import { FORM_KINDS, toDoseForm } from "./dose-forms";
import { inferPricingUnits } from "./infer-pricing-units";
import { pairBrandGeneric, type Mate } from "./pair-brand-generic";
import type { PricePoint } from "./parse-rxcui-history";
import { genericNameOf, parseRxnormName, type RxnormName } from "./parse-rxnorm-name";
import { toMonthlyHistory } from "./to-monthly-history";
import { siblingVialVolume } from "./vial-volumes";
import { alaskaDaysOf, medianUnitsPerRx, type DispensingIndex, type DoseDispensing } from "./index-dispensing";
import type { NdcDispensing } from "./parse-dispensing";
import type { Bottle } from "./bottle-volumes";
import { moietyKeyOf } from "./moiety-doses";
import { indexSoldAlone, tabletsADayOf } from "./paired-tablets";
import {
  isSpacedRhythm,
  spacedRateOf,
  partDKeyOf,
  readFillRhythm,
  type FillRhythm,
  type Release,
  type UsualFills,
} from "./usual-fills";
import { doseLabels } from "../dose-labels";
import { isPlainOral } from "../plain-oral";
import type { CatalogDose, CatalogMedication, DoseForm, NdcRecord } from "../catalog-types";

export type CatalogInput = {
  ndcs: readonly NdcRecord[];
  matesOf: (rxcui: string) => readonly Mate[];
  historyOf: (ndc: string) => readonly PricePoint[];
  hasApprovedGeneric: (ingredientNames: readonly string[]) => boolean;
  asOf?: string; // YYYY-MM-DD; defaults to the newest NADAC date among the NDCs
  usualFills?: UsualFills; // CMS Part D units per claim; without it and without dispensing, the fallback counts
  dispensing?: DispensingIndex; // SDUD per NDC: the default dose and the quantities
  // RxNorm packs, branded and generic, by NDC11, else by the RxCUI NADAC gives the NDC (the pack's own).
  packOf?: (ndc: string, rxcui: string | null) => RxnormPack | null;
  // NADAC's descriptions of an NDC ("TESTOSTERON ENAN 1,000 MG/5 ML"): the vial a measured injection comes in.
  nadacDescriptionsOf?: (ndc: string) => readonly string[];
  // RxNorm's packs of one drug (parseSingleDrugPacks): 4 or 12 of a tablet are weekly cartons (weeklyPackKeys).
  singleDrugPacks?: readonly SingleDrugPack[];
  usNameOf?: (ingredient: string) => string; // the US name of an ingredient RxNorm names internationally (us-names.ts)
  // A brand's product lines in Part D with the doses the Orange Book says each is (product-lines.ts).
  productLines?: ProductLines;
  // The packages the NDC directory (RxNorm's NDC11 file) lists for a dose's clinical drug (listed-packages.ts).
  listedPackagesOf?: ListedPackages;
};

export type CatalogBuild = {
  medications: CatalogMedication[];
  ndcs: NdcRecord[]; // every NDC of a kept dose
  history: Record<string, [string, number][]>;
  excluded: Map<string, number>; // reason -> NDC count
  excludedNdcs: Map<string, string>; // NDC11 -> the reason it is left out (measure-catalog-coverage.ts)
  pricingUnitsInferred: number;
  measuredInjectionFill: number | null; // mL: the median fill of measured injections (vial-volumes.ts)
  pairedVia: { rxnorm: number; drugsfda: number };
};

// NADAC re-surveys every NDC monthly and brand list prices move at least yearly, so an NDC with no new rate in
// 18 months has left the market (the 2017-2023 tail of the flattened file).
const CURRENT_MONTHS = 18;

type Group = { name: RxnormName; form: DoseForm; ndcs: PriceableNdc[]; pack?: RxnormPack };
type MedicationGroup = { name: string; brandNamed: boolean; doses: Map<string, Group> };

export function buildCatalog(input: CatalogInput): CatalogBuild {
  const excluded = new Map<string, number>();
  const excludedNdcs = new Map<string, string>();
  const exclude = (reason: string, ndcs: readonly string[]) => {
    excluded.set(reason, (excluded.get(reason) ?? 0) + ndcs.length);
    for (const ndc of ndcs) excludedNdcs.set(ndc, reason);
  };
  const asOf = input.asOf ?? input.ndcs.reduce((max, n) => (n.nadacDate && n.nadacDate > max ? n.nadacDate : max), "");
  const cutoff = monthsBefore(asOf, CURRENT_MONTHS);
  const inferred = inferPricingUnits(input.ndcs);
  // A pack's NDC is described by NADAC ("CAMILA 0.35 MG TABLET"); RxNorm's pack file names its contents.
  const packOf = (ndc: NdcRecord) =>
    parseRxnormName(ndc.description) ? null : (input.packOf?.(ndc.ndc, ndc.rxcui) ?? null);
  const records = inferred.records.map((ndc) => withPackUnit(ndc, packOf(ndc)));

  const groups = new Map<string, MedicationGroup>();
  const unnamed: NdcRecord[] = [];
  for (const ndc of records) {
    const parsed = withUsNames(parseRxnormName(ndc.description), input.usNameOf);
    const pack = packOf(ndc);
    const name = pack ? packMainDrug(pack) : parsed;
    const form = pack ? "pack" : name ? toDoseForm(name.rxnormForm) : null;
    const own = [ndc.ndc];
    if (pack && isDayCard(pack)) exclude(DAY_CARD, own);
    else if (!name) unnamed.push(ndc);
    else if (!form) exclude(`dose form "${name.rxnormForm}" not handled`, own);
    else if (ndc.nadacPerUnit === null || !ndc.nadacDate) exclude("no NADAC price", own);
    else if (ndc.nadacDate < cutoff) exclude(`no NADAC rate since ${cutoff} (left the market)`, own);
    else if (!ndc.pricingUnit) exclude("no pricing unit in any NADAC file", own);
    else {
      const brand = pack ? pack.brand : name.brand;
      // A generic pack is a dose of the generic of its active ingredients (drospirenone / ethinyl estradiol).
      const generic = pack ? packGeneric(pack) : genericNameOf(name);
      const key = brand ? `brand:${brand}` : `generic:${generic}`;
      const medication = groups.get(key) ?? {
        name: brand ?? generic,
        brandNamed: brand !== null,
        doses: new Map(),
      };
      groups.set(key, medication);
      const doseKey = pack ? `pack:${pack.rxcui}` : doseKeyOf(name, form);
      const dose = medication.doses.get(doseKey) ?? { name, form, ndcs: [], ...(pack ? { pack } : {}) };
      dose.ndcs.push(ndc as PriceableNdc);
      medication.doses.set(doseKey, dose);
    }
  }

  for (const ndc of unnamed) {
    const dose = ndc.nadacPerUnit !== null && ndc.nadacDate && ndc.nadacDate >= cutoff ? describedDose(ndc, groups) : null; // prettier-ignore
    if (dose) dose.ndcs.push({ ...ndc, pricingUnit: "EA" } as PriceableNdc);
    else exclude("not an RxNorm drug name (kits, packs not in RxNorm's pack file, NADAC-only descriptions)", [ndc.ndc]);
  }

  // A weekly carton of a tablet the medication also sells loose is that tablet (nineteenth pass): risedronate's 35 mg
  // cartons of 4 and 12 ("35 mg pack (28 days)", "(84 days)") beside its "35 mg tablet" showed one tablet three times.
  // Its NDCs join the loose dose (after the pools below, where they count for the dose's fills, not its molecule's
  // rhythm), which is weekly by its cartons (weeklyPack) and offered 4 or 12.
  const cartons = new Map<Group, Group>();
  for (const { doses } of groups.values())
    for (const g of doses.values()) {
      const loose = g.pack ? looseDoseOf(g.pack, doses) : null;
      if (loose) cartons.set(g, loose);
    }

  // A dose's evidence pools the NDCs of every medication selling that strength and form (Synthroid's 88 mcg and
  // levothyroxine's): how often a strength is dispensed is the molecule's, whoever labels it.
  const doseNdcs = new Map<string, string[]>();
  const brandNdcs = new Set<string>();
  // Each molecule's tablets and capsules, dose by dose (every release): whether all of them are filled as courses.
  const moleculeDoses = new Map<string, string[][]>();
  const moleculeNdcs = new Map<string, string[]>();
  // A pack's evidence pools every brand selling the same regimen (Junel Fe 1/20, Microgestin Fe 1/20, Blisovi Fe 1/20:
  // the same 21 active and 7 iron tablets), as a tablet's pools every labeler of its strength.
  const packNdcs = new Map<string, string[]>();
  // The same dose under another salt's name (twentieth pass, moiety-doses.ts): Zituvimet's beside Janumet's.
  const moietyNdcs = new Map<string, string[]>();
  for (const { doses } of groups.values())
    for (const g of doses.values()) {
      const loose = cartons.get(g);
      if (loose) {
        const key = doseKeyOf(loose.name, loose.form);
        doseNdcs.set(key, [...(doseNdcs.get(key) ?? []), ...g.ndcs.map((n) => n.ndc)]);
        continue;
      }
      if (g.pack) {
        const key = packKeyOf(g.pack);
        packNdcs.set(key, [...(packNdcs.get(key) ?? []), ...g.ndcs.map((n) => n.ndc)]);
        continue;
      }
      const key = doseKeyOf(g.name, g.form);
      doseNdcs.set(key, [...(doseNdcs.get(key) ?? []), ...g.ndcs.map((n) => n.ndc)]);
      const moiety = moietyKeyOf(g.name, g.form);
      moietyNdcs.set(moiety, [...(moietyNdcs.get(moiety) ?? []), ...g.ndcs.map((n) => n.ndc)]);
      for (const n of g.ndcs) if (n.isBrand) brandNdcs.add(n.ndc);
      if (FORM_KINDS[g.form] !== "oral-solid") continue;
      moleculeDoses.set(genericNameOf(g.name), [...(moleculeDoses.get(genericNameOf(g.name)) ?? []), g.ndcs.map((n) => n.ndc)]); // prettier-ignore
      const molecule = `${releaseOf(g.form)}:${genericNameOf(g.name)}`;
      moleculeNdcs.set(molecule, [...(moleculeNdcs.get(molecule) ?? []), ...g.ndcs.map((n) => n.ndc)]);
    }
  for (const { doses } of groups.values())
    for (const [key, g] of doses) {
      const loose = cartons.get(g);
      if (!loose) continue;
      loose.ndcs.push(...g.ndcs);
      doses.delete(key);
    }
  const pricePointsOf = new Map(records.map((n) => [n.ndc, n.pricePoints]));
  const pooledNdcs = (g: Group) => (g.pack ? packNdcs.get(packKeyOf(g.pack)) : doseNdcs.get(doseKeyOf(g.name, g.form))) ?? []; // prettier-ignore
  const ofDose = (g: Group) => input.dispensing?.ofNdcs(pooledNdcs(g)) ?? null;
  const moietyNdcsOf = (g: Group) => moietyNdcs.get(moietyKeyOf(g.name, g.form)) ?? [];
  // What a measured injection's fill holds when neither its name, NADAC nor its sibling strengths state its vial: the
  // median fill (weighted by prescriptions) of the measured injections the dispensing files hold (vial-volumes.ts).
  const measuredFills = new Map<string, NdcDispensing>();
  for (const { doses } of groups.values())
    for (const g of doses.values()) {
      const fill = FORM_KINDS[g.form] === "injection" && !g.name.quantity && g.ndcs.every((n) => n.pricingUnit === "ML") ? ofDose(g) : null; // prettier-ignore
      const key = doseKeyOf(g.name, g.form);
      if (fill) measuredFills.set(key, { ndc: key, prescriptions: fill.prescriptions, units: fill.unitsPerRx * fill.prescriptions }); // prettier-ignore
    }
  const measuredInjectionFill = measuredFills.size > 0 ? medianUnitsPerRx(measuredFills.values()) : null;
  // The blisters a dose of each ingredient set's blister inhalers takes, from the fills of all its devices.
  const inhalerFills = new Map<string, { doses: number; unitsPerFill: number }[]>();
  for (const { doses } of groups.values())
    for (const g of doses.values()) {
      const content = toUnitContent(g.name);
      const fill = g.form === "inhaler-dry-powder" && content?.unit === "actuation" ? ofDose(g) : null;
      if (!fill) continue;
      const generic = genericNameOf(g.name);
      inhalerFills.set(generic, [
        ...(inhalerFills.get(generic) ?? []),
        { doses: content!.value, unitsPerFill: fill.unitsPerRx },
      ]);
    }
  // Whether each molecule is taken weekly or monthly, read over every strength the catalog sells of it (each strength
  // once), for a medication none of whose own tablets a dispensing file holds (Trexall, Fosamax Plus D, Xofluza).
  const strengthsSold = new Map<string, Group>();
  for (const { doses } of groups.values())
    for (const g of doses.values())
      if (!g.pack && FORM_KINDS[g.form] === "oral-solid") strengthsSold.set(doseKeyOf(g.name, g.form), g);
  // The rate a molecule's spaced strengths are filled at, over every strength the catalog sells (spacedRateOf): a
  // brand selling only Emend's 80 mg reads aprepitant's, whose 40 mg single dose holds most spaced prescriptions.
  const monthlyRates = new Set<string>();
  const weeklyPacks = weeklyPackKeys(input.singleDrugPacks ?? []);
  const moleculeRhythms = input.dispensing
    ? spacedRhythms([...strengthsSold.values()], input.usualFills ?? NO_FILLS, { ofDose }, monthlyRates)
    : null;
  // The kinds of form the catalog sells of each name Part D matches (salt words aside): a generic's Part D row pools
  // every product of the name, so it speaks for one form only where the catalog sells no other kind of it.
  const kindsOfName = new Map<string, Set<string>>();
  for (const { doses } of groups.values())
    for (const g of doses.values()) {
      if (g.pack) continue;
      const key = partDKeyOf(genericNameOf(g.name));
      kindsOfName.set(key, (kindsOfName.get(key) ?? new Set()).add(FORM_KINDS[g.form]));
    }
  // The strengths each molecule is sold in alone as a tablet or capsule: a once-daily metformin combination's tablets a
  // dose (paired-tablets.ts).
  const soldAlone = indexSoldAlone(
    [...strengthsSold.values()]
      .filter((g) => g.name.ingredients.length === 1 && g.name.ingredients[0]!.unit === "MG")
      .map((g) => ({ ingredient: g.name.ingredients[0]!.name, mg: g.name.ingredients[0]!.value })),
  );
  const evidence: Evidence = {
    tabletsADayOf: (g, doubledSold) =>
      g.name.ingredients.every((i) => i.unit === "MG")
        ? tabletsADayOf(
            g.name.ingredients.map((i) => ({ name: i.name, mg: i.value })),
            soldAlone,
            doubledSold,
          )
        : null,
    kindsOf: (generic) => kindsOfName.get(partDKeyOf(generic))?.size ?? 0,
    ofDose,
    spacedOf: (release, generic) => moleculeSpacedOf(moleculeRhythms, release, generic),
    monthlyRate: (release, generic) => monthlyRates.has(`${release}:${generic}`),
    weeklyPack: (name) => weeklyPacks.has(drugKeyOf(name)),
    ofNdcs: (ndcs) => input.dispensing?.ofNdcs(ndcs) ?? null,
    // A tablet only the state's file fills is read at its generics' days where its generic NDCs hold more of its
    // prescriptions than its brands' (eighteenth pass): loratadine 10 mg's 55.5 a fill is 34.7 a month at 47.9 days, one
    // a day, where the brands' 33.4 days read two a day (60 a month) before.
    alaskaDaysOf: (g) => alaskaDaysOf(input.dispensing, g.form, pooledNdcs(g), (n) => brandNdcs.has(n)),
    courseFillOf: (generic) => {
      const fills = (moleculeDoses.get(generic) ?? []).map((ndcs) => input.dispensing?.ofNdcs(ndcs) ?? null);
      const filled = fills.filter((f) => f !== null);
      // The national file's fills only: it counts generic prescription tablets one by one, where the state's bills some
      // over-the-counter ones by the box (diphenhydramine's 1.0 a fill).
      if (filled.length === 0 || filled.some((f) => f.unitsPerRx >= SHORT_COURSE_FILL || f.source !== "national")) return null; // prettier-ignore
      return input.dispensing?.ofNdcs((moleculeDoses.get(generic) ?? []).flat()) ?? null;
    },
    // A dose no file fills reads the fills of the same ingredients (salts aside), strengths and form (twentieth pass):
    // Zituvimet 500 mg-50 mg is filled as Janumet 500 mg-50 mg is, twice a day, not the tablets' fallback month of 30.
    borrowedFillOf: (g) => {
      const ndcs = moietyNdcsOf(g);
      const fill = input.dispensing?.ofNdcs(ndcs) ?? null;
      if (!fill) return null;
      const days = alaskaDaysOf(input.dispensing, g.form, ndcs, (n) => brandNdcs.has(n));
      return { unitsPerFill: fill.unitsPerRx, daysPerFill: days ?? fill.daysPerRx };
    },
    ofMolecule: (release, generic) => input.dispensing?.ofNdcs(moleculeNdcs.get(`${release}:${generic}`) ?? []) ?? null,
    medicaidDays: input.dispensing?.daysPerRx.national ?? null,
    blistersPerDose: (generic) => blistersPerDose(inhalerFills.get(generic) ?? []) ?? undefined,
    descriptionsOf: input.nadacDescriptionsOf ?? (() => []),
    measuredInjectionFill,
    productLines: input.productLines ?? (() => []),
    quartersOf: (g) => input.dispensing?.quartersOf?.(pooledNdcs(g)) ?? 0,
    suppressedOf: (g) => input.dispensing?.suppressedOf?.(pooledNdcs(g)) ?? 0,
    // The dose's own NDCs' bottle first, else the bottle of another medication's NDCs of the strength and form.
    // A package the state bills whole (its price reads it: Pennsaid's 112 g pump) before the divisor of its units,
    // which then counts packages (twentieth pass).
    // The state's bottle of the dose's own NDCs, else of the strength and form's, else of the same dose under another
    // salt's name; a bottle read from the price of a package the state bills whole (Pennsaid's 112 g pump) where its
    // units read none (twentieth pass).
    bottleOf: (g) => {
      const d = input.dispensing;
      for (const ndcs of [g.ndcs.map((n) => n.ndc), pooledNdcs(g), moietyNdcsOf(g)]) {
        const read = d?.bottleOf?.(ndcs) ?? d?.billedPackageOf?.(ndcs);
        if (read) return read;
      }
      return null;
    },
    packagesOf: (g) => {
      const own = input.dispensing?.bottlesOf?.(g.ndcs.map((n) => n.ndc)) ?? [];
      // A canister's product code also holds its samples (Dulera's 60 puffs beside its 120): only the NDCs' own
      // packages, the dose's, else the strength and puffs' of another medication (twentieth pass: Breyna's canister
      // is Symbicort's 10.2 g).
      if (FORM_KINDS[g.form] === "inhaler") {
        const exact = (ndcs: readonly string[]) => (input.dispensing?.bottlesOf?.(ndcs) ?? []).filter((b) => ndcs.includes(b.ndc)); // prettier-ignore
        const mine = exact(g.ndcs.map((n) => n.ndc));
        return mine.length > 0 ? mine : exact(pooledNdcs(g));
      }
      if (own.length > 0) return own;
      const pooled = input.dispensing?.bottlesOf?.(pooledNdcs(g)) ?? [];
      return pooled.length > 0 ? pooled : (input.dispensing?.bottlesOf?.(moietyNdcsOf(g)) ?? []);
    },
    pooledPricePointsOf: (g) => pooledNdcs(g).reduce((sum, n) => sum + (pricePointsOf.get(n) ?? 0), 0),
    brandsOf: (g) => brandsOfMates(g.ndcs.flatMap((n) => (n.rxcui ? input.matesOf(n.rxcui) : []))),
    listedOf: (g) =>
      input.listedPackagesOf?.(
        pooledNdcs(g),
        g.ndcs.map((n) => n.rxcui).filter((r): r is string => r !== null),
      ) ?? 0,
  };

  const drafts = [...groups.values()]
    .map((group) => draftMedication(group, exclude, input.usualFills, evidence))
    .filter((draft): draft is Draft => draft !== null)
    .sort((a, b) => Number(a.brandNamed) - Number(b.brandNamed) || a.name.localeCompare(b.name, "en"));
  const slugs = assignSlugs(drafts.map((d) => d.name));
  drafts.forEach((draft, i) => (draft.slug = slugs[i] ?? ""));
  const pairing = pairBrandGeneric(drafts, input.matesOf, input.hasApprovedGeneric);

  const medications: CatalogMedication[] = drafts.map((d) => ({
    slug: d.slug,
    name: d.name,
    generic: d.generic,
    isBrand: d.isBrand,
    // A generic sold under a name of its own (Apri, Amabelz: NDCs marketed as generics under an RxNorm brand name) with
    // no generic-named medication to pair with is its own generic version, as every generic is (spec 2.1: null only
    // when no generic version exists); before, 161 such generics said `generic: true` beside a null genericSlug.
    genericSlug: pairing.genericSlug.get(d.slug) ?? (d.isBrand ? null : d.slug),
    brandSlugs: pairing.brandSlugs.get(d.slug) ?? [],
    defaultDose: d.defaultDose,
    doses: withLabels(d.doses.map((b) => b.dose)),
    rxcuis: d.rxcuis,
    aliases: [],
    aliasDoses: {},
    dispensed: d.dispensed,
  }));
  const kept = new Set(medications.flatMap((m) => m.doses.flatMap((d) => d.ndcs)));
  const history: CatalogBuild["history"] = {};
  for (const dose of medications.flatMap((m) => m.doses)) {
    const series = toMonthlyHistory(input.historyOf(dose.ndc));
    history[dose.ndc] =
      series.length > 0 ? series : toMonthlyHistory([[dose.nadacDate ?? asOf, dose.nadacPerUnit ?? 0]]);
  }
  const via = [...pairing.via.values()];
  return {
    medications,
    ndcs: records.filter((n) => kept.has(n.ndc)),
    history,
    excluded,
    excludedNdcs,
    pricingUnitsInferred: inferred.filled,
    measuredInjectionFill,
    pairedVia: {
      rxnorm: via.filter((v) => v === "rxnorm").length,
      drugsfda: via.filter((v) => v === "drugsfda").length,
    },
  };
}

type Draft = {
  slug: string;
  name: string;
  generic: string;
  ingredientNames: string[];
  brandNamed: boolean;
  isBrand: boolean;
  defaultDose: string;
  doses: BuiltDose[];
  rxcuis: string[];
  doseKeys: string[];
  dispensed: number | null;
};

// Prescriptions a year of the medication's own NDCs (national scale), over its doses; null when no file holds one.
function dispensedOf(doses: readonly (DoseDispensing | null)[]): number | null {
  const found = doses.filter((d): d is DoseDispensing => d !== null);
  return found.length === 0 ? null : Math.round(found.reduce((sum, d) => sum + d.prescriptions, 0));
}

const DEVICE_KINDS = new Set(["inhaler", "injection", "syringe", "pen"]);

type Evidence = {
  // The tablets a dose of a once-daily extended-release metformin combination takes (paired-tablets.ts), else null.
  tabletsADayOf: (g: Group, doubledSold: boolean) => number | null;
  ofDose: (g: Group) => DoseDispensing | null;
  ofNdcs: (ndcs: readonly string[]) => DoseDispensing | null; // the medication's own NDCs, not pooled
  ofMolecule: (release: Release, generic: string) => DoseDispensing | null;
  alaskaDaysOf: (g: Group) => number | null;
  // The fill of the same ingredients (salts aside), strengths and form over the catalog (moiety-doses.ts), or null.
  borrowedFillOf: (g: Group) => { unitsPerFill: number; daysPerFill: number } | null;
  // The fill of a molecule every filled tablet and capsule of which is a course (under SHORT_COURSE_FILL), else null.
  courseFillOf: (generic: string) => DoseDispensing | null; // the state's generics' days for a dose its generic NDCs hold most of
  medicaidDays: number | null;
  blistersPerDose: (generic: string) => number | undefined;
  kindsOf: (generic: string) => number; // kinds of form the catalog sells under the name Part D matches
  // The molecule's rhythm over the whole catalog (moleculeSpacedOf), for a medication whose own fills cannot say.
  spacedOf: (release: Release, generic: string) => boolean | undefined;
  // Whether the molecule's spaced prescriptions are at a monthly rate (spacedRateOf), over the whole catalog.
  monthlyRate: (release: Release, generic: string) => boolean;
  weeklyPack: (name: RxnormName) => boolean; // RxNorm packs the drug in weekly cartons (weeklyPackKeys)
  descriptionsOf: (ndc: string) => readonly string[]; // NADAC's descriptions of an NDC (vial-volumes.ts)
  measuredInjectionFill: number | null; // the median fill (mL) of measured injections with dispensing evidence
  productLines: ProductLines; // a brand's lines in Part D and their doses (product-lines.ts)
  quartersOf: (g: Group) => number; // quarters the state file shows the strength and form dispensed, suppressed too
  suppressedOf: (g: Group) => number; // the state file's suppressed rows of the strength and form (1 to 10 fills each)
  listedOf: (g: Group) => number; // packages the NDC directory lists for the strength and form (listed-packages.ts)
  // NADAC price points of the strength and form over every medication selling it (twenty-fourth pass).
  pooledPricePointsOf: (g: Group) => number;
  brandsOf: (g: Group) => string[]; // the brands RxNorm names for the dose's clinical drugs (two-brand-uses.ts)
  bottleOf: (g: Group) => Bottle | null; // the bottle the state's quarterly units read (bottle-volumes.ts)
  packagesOf: (g: Group) => Bottle[]; // every package size those units read for the dose (PACKAGE_READ_KINDS)
};
const NO_EVIDENCE: Evidence = {
  tabletsADayOf: () => null,
  kindsOf: () => 0,
  spacedOf: () => undefined,
  monthlyRate: () => false,
  weeklyPack: () => false,
  ofDose: () => null,
  ofNdcs: () => null,
  ofMolecule: () => null,
  alaskaDaysOf: () => null,
  borrowedFillOf: () => null,
  courseFillOf: () => null,
  medicaidDays: null,
  blistersPerDose: () => undefined,
  descriptionsOf: () => [],
  measuredInjectionFill: null,
  productLines: () => [],
  quartersOf: () => 0,
  suppressedOf: () => 0,
  listedOf: () => 0,
  pooledPricePointsOf: () => 0,
  brandsOf: () => [],
  bottleOf: () => null,
  packagesOf: () => [],
};

function draftMedication(
  group: MedicationGroup,
  exclude: (reason: string, ndcs: readonly string[]) => void,
  usualFills: UsualFills = NO_FILLS,
  evidence: Evidence = NO_EVIDENCE,
): Draft | null {
  const doseGroups = [...group.doses.values()];
  // One unit for the whole medication: levothyroxine reads 25 mcg ... 300 mcg, not 88 mcg then 0.1 mg.
  const amounts = doseGroups.flatMap((g) => g.name.ingredients.filter((i) => i.unit === "MG").map((i) => i.value));
  const micrograms = amounts.length > 0 && amounts.every((a) => a < 1) && amounts.some((a) => a < 0.1);
  const built: { dose: BuiltDose; group: Group; prescriptions: number | null; clinic: boolean; infusion: boolean; fills?: DoseDispensing }[] = []; // prettier-ignore
  const hasU100 = doseGroups.some((g) => insulinUnitsPerMl(g) === 100);
  const spaced = spacedRhythms(doseGroups, usualFills, evidence);
  // A brand's own Part D row, when the brand sells one kind of form (a cream, eye drops, packets), can only be that
  // form's. A generic's row pools every product of its name ("Betaxolol HCl": tablets and eye drops; "Nitrofurantoin":
  // capsules and suspension), so it speaks for the form only where the catalog sells no other kind under that name
  // (penciclovir's cream); a claim past three of the form's largest size speaks of another product (derive-quantities).
  const oneKind = new Set(doseGroups.map((g) => FORM_KINDS[g.form])).size === 1;
  const claimOfForm =
    oneKind &&
    (group.brandNamed
      ? (release: Release) => usualFills.unitsPerClaim(group.name, release) !== null
      : () => evidence.kindsOf(group.name) === 1);
  const buildOne = (g: Group, strengthsTimesADay?: number) => {
    const release = releaseOf(g.form);
    const partD = (ask: (name: string, release: Release) => number | null) =>
      ask(group.name, release) ?? ask(genericNameOf(g.name), release);
    // Part D's generic rows mix an ingredient's forms (albuterol: tablets, nebuliser mL and inhaler grams), so a
    // device takes only its own brand's row, a metered-dose inhaler its "HFA" row when Part D has one (Asmanex HFA
    // 16.5 g, not the Twisthaler's 1.4 devices).
    const ownRow = (name: string) => usualFills.unitsPerClaim(name, release);
    const kind = FORM_KINDS[g.form];
    const brandRow = !group.brandNamed
      ? null
      : ((kind === "inhaler" ? ownRow(`${group.name} HFA`) : null) ?? ownRow(group.name));
    // Part D bills the mL of a brand's U-100 insulin when the brand has one (Humalog 19 mL, about 1,900 units): a
    // concentrated pen or vial of the brand (U-200, U-500) is filled with as many units, not as many mL.
    const concentration = insulinUnitsPerMl(g);
    const unitsPerClaim = !DEVICE_KINDS.has(kind)
      ? partD(usualFills.unitsPerClaim)
      : brandRow && concentration && concentration > 100 && hasU100
        ? (brandRow * 100) / concentration
        : brandRow;
    const dispensed = evidence.ofDose(g);
    const sibling = dispensed ? null : filledSiblingOf(g, doseGroups, evidence.ofDose);
    const course = dispensed || kind !== "oral-solid" ? null : combinationCourseOf(g, evidence);
    // No fill of its own: the same dose under another salt's name speaks for it (its prescriptions stay its own: none).
    const borrowed = dispensed || g.pack ? null : evidence.borrowedFillOf(g);
    // A scheduled device is filled as every device of the brand of the same strength and content is, pooled.
    // A device used as needed (its molecule's tablets filled as courses: sumatriptan) has no regimen to pool: a filled
    // one keeps its own fill.
    const asNeeded = SCHEDULED_DEVICE_KINDS.has(kind) && moleculeCourseOf(genericNameOf(g.name), evidence);
    const deviceFill = !SCHEDULED_DEVICE_KINDS.has(kind) || (dispensed && asNeeded) ? null : filledDeviceOf(g, doseGroups, evidence.ofDose); // prettier-ignore
    const rhythm = fillRhythm(g, release, usualFills, evidence);
    // The national file's fills are read with the drug's own days per fill (daysPerFillOf), Alaska's with its own.
    // Tablets and capsules only, the forms the state's once-daily fill is read on: gum, lozenges and troches are taken
    // several times a day as needed and keep their fills' rhythm (nicotine gum 171.7 a fill, five a day).
    const alaskaDays = evidence.alaskaDaysOf(g);
    const daysPerFill = dispensed?.source === "national" && rhythm ? rhythm.daysPerFill : (alaskaDays ?? dispensed?.daysPerRx); // prettier-ignore
    // A tablet no dispensing file holds is counted from Part D's claim alone. A generic's row (or a brand's falling
    // back to it) pools every product of the name: where the catalog sells other kinds under it, a claim under a
    // tablet a day cannot tell a course of tablets from a bottle of drops ("Phenylephrine HCl" 4.2 a claim: eye drops
    // and injections, read "1 or 3 tablets a month" before), and the tablet keeps the form's 30/60/90. A larger
    // claim still gives the doses a day (capped at four, POOLED_ROW_UNITS_A_DAY_MAX).
    const pooledRow =
      kind === "oral-solid" &&
      !dispensed &&
      (!group.brandNamed || usualFills.unitsPerClaim(group.name, release) === null) &&
      evidence.kindsOf(genericNameOf(g.name)) > 1 &&
      (unitsPerClaim ?? Infinity) < usualFills.daysPerClaim;
    const dose = g.pack
      ? buildPackDose(g.pack, g.ndcs)
      : buildDose(g, {
          micrograms,
          unitsPerClaim: pooledRow ? null : unitsPerClaim,
          // A brand's own Part D row is read with brands' median claim (30-day fills: Dovato 31 a claim is a month).
          partDDays:
            group.brandNamed && usualFills.unitsPerClaim(group.name, release) !== null
              ? usualFills.brandDaysPerClaim
              : usualFills.daysPerClaim,
          evidence: dispensed
            ? deviceFill
              ? { unitsPerFill: deviceFill.unitsPerRx, daysPerFill: deviceFill.daysPerRx }
              : { unitsPerFill: dispensed.unitsPerRx, daysPerFill: daysPerFill! }
            : (borrowed ??
              (course && { unitsPerFill: course.unitsPerRx, daysPerFill: course.daysPerRx }) ??
              (deviceFill && { unitsPerFill: deviceFill.unitsPerRx, daysPerFill: deviceFill.daysPerRx })),
          acute: course ? true : (rhythm?.acute ?? null),
          spaced:
            spaced.get(`${release}:${genericNameOf(g.name)}`) ?? evidence.spacedOf(release, genericNameOf(g.name)),
          // A strength RxNorm packs in weekly cartons (risedronate 35 mg: 4 and 12) is weekly whatever the rate.
          monthlyRate: evidence.monthlyRate(release, genericNameOf(g.name)) && !evidence.weeklyPack(g.name),
          product: group.name,
          blistersPerDose:
            g.form === "inhaler-dry-powder" ? evidence.blistersPerDose(genericNameOf(g.name)) : undefined,
          claimOfForm: claimOfForm && claimOfForm(release),
          descriptionsOf: evidence.descriptionsOf,
          siblingVial: FORM_KINDS[g.form] === "injection" ? siblingVialOf(g, doseGroups) : null,
          measuredInjectionFill: evidence.measuredInjectionFill,
          strengthsTimesADay,
          // A once-daily (24-hour) combination with metformin: two tablets at once where its strengths are paired.
          tabletsPerDose: g.name.quantity?.unit === "HR" && g.name.quantity.value === 24 ? (evidence.tabletsADayOf(g, doseGroups.some(isDoubledOf(g))) ?? undefined) : undefined, // prettier-ignore
          siblingFill: sibling && { unitsPerFill: sibling.fill.unitsPerRx, daysPerFill: sibling.fill.daysPerRx },
          bottle: BOTTLE_KINDS.has(kind) ? evidence.bottleOf(g) : null,
          packagesRead: PACKAGE_READ_KINDS.has(kind) ? packagesReadOf(g, sibling?.group ?? null, doseGroups, evidence) : [], // prettier-ignore
          moleculeCourse: asNeeded,
          boxesRead: BOX_FORMS.has(g.form) && g.ndcs.some((n) => n.otc === true) ? evidence.packagesOf(g) : [],
        });
    return { dose, dispensed };
  };
  for (const g of doseGroups) {
    const { dose, dispensed } = buildOne(g);
    if (typeof dose === "string")
      exclude(
        dose,
        g.ndcs.map((n) => n.ndc),
      );
    else {
      if (dose.leftOut.length > 0)
        exclude(
          "pricing unit differs from its dose's representative NDC",
          dose.leftOut.map((n) => n.ndc),
        );
      const prescriptions = dispensed ? Math.round(dispensed.prescriptions) : null;
      // Injections are priced and filled per mL.
      const infusion = infusedFrom(CLINIC_FORMS.has(g.form), dose.dose.unitContent);
      const clinic = givenInClinic(CLINIC_FORMS.has(g.form), dispensed?.unitsPerRx ?? null);
      built.push({
        dose: { ...dose, dose: { ...dose.dose, dispensed: prescriptions } },
        group: g,
        prescriptions,
        clinic,
        infusion,
        fills: dispensed ?? undefined,
      });
    }
  }
  // A strength no file fills, of a form whose filled strengths share their doses a day, is counted again at them.
  const shared = strengthsTimesADay(built);
  built.forEach((b, i) => {
    const times = shared.get(strengthsKeyOf(b.group));
    if (times === undefined || b.prescriptions !== null || b.group.pack) return;
    const { dose } = buildOne(b.group, times);
    if (typeof dose !== "string") built[i] = { ...b, dose: { ...dose, dose: { ...dose.dose, dispensed: null } } };
  });
  if (built.length === 0) return null;
  const candidates: DoseCandidate[] = built.map(({ dose, group: g, prescriptions, clinic, infusion, fills }) => ({
    ndc: dose.dose.ndc,
    pricePoints: dose.pricePoints,
    pooledPricePoints: evidence.pooledPricePointsOf(g),
    magnitude: g.name.ingredients[0]?.value ?? 0,
    label: dose.dose.label,
    prescriptions,
    quarters: evidence.quartersOf(g),
    listed: evidence.listedOf(g),
    otc: soldOverTheCounter(g.ndcs.map((n) => n.otc)),
    form: g.form,
    plainOral: isPlainOral(g.form),
    clinic,
    infusion,
    retail: broughtToRetail(g.form),
    // The state's own counts, where they decide a generic's form (twentieth pass: thinFormDefault).
    stateFills:
      !group.brandNamed && fills?.source !== "national"
        ? { fills: fills?.fills ?? 0, suppressed: evidence.suppressedOf(g) }
        : undefined,
  }));
  // A brand covering several ingredient sets (rare) is named after the set most of its doses share.
  const genericVotes = new Map<string, number>();
  for (const { group: g } of built) {
    const generic = g.pack ? packGeneric(g.pack) : genericNameOf(g.name);
    genericVotes.set(generic, (genericVotes.get(generic) ?? 0) + 1);
  }
  const generic = [...genericVotes].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0] ?? group.name;
  let defaultDose = chooseDefaultDose(candidates);
  // A generic that is two brands' clinical drugs, the payers counting one brand's use (twenty-fifth pass): sildenafil
  // opens among Viagra's strengths, not Revatio's 20 mg (two-brand-uses.ts).
  if (!group.brandNamed && defaultDose) {
    const uses = candidates.map((c, i) => ({ ...c, brands: evidence.brandsOf(built[i]!.group), national: built[i]!.fills?.source === "national" })); // prettier-ignore
    const other = otherUseDoses(uses, defaultDose);
    if (other) defaultDose = chooseDefaultDose(candidates.filter((c) => other.includes(c.ndc)));
  }
  // A brand's own NDCs (eighteenth pass): the pooled evidence says which strength and form the molecule is dispensed
  // at, the brand's own NDCs which of its products are dispensed under its name (ownFilledDefault).
  if (group.brandNamed) defaultDose = ownFilledDefault(candidates, built, evidence, defaultDose);
  // A trade name no file counts, its doses filled in two package sizes: the size its Part D claims hold (claimedPackage:
  // Wegovy's 0.75 mL pens). Not where a dose is sold over the counter, which Part D does not claim.
  if (group.brandNamed && candidates.every((c) => !c.prescriptions && !c.otc)) {
    const units = new Set(built.map(({ dose }) => dose.dose.pricingUnit));
    const quantities = built.map(({ dose }) => Number(dose.dose.defaultQuantity));
    const claimed = units.size === 1 ? claimedPackage(quantities, usualFills.unitsPerClaim(group.name, "immediate")) : null; // prettier-ignore
    if (claimed !== null) defaultDose = chooseDefaultDose(candidates.filter((_, i) => quantities[i] === claimed));
  }
  // A medication sold only in course packs no file dispenses (Paxlovid) is offered by default the pack holding the
  // most: the full course; a reduced dose (the renal pack's 20 tablets beside the 5-day pack's 30) holds less.
  const courses = built.filter(({ group: g, prescriptions }) => g.pack && packCycleDays(g.pack) === null && prescriptions === null); // prettier-ignore
  if (courses.length > 1 && courses.length === built.length)
    defaultDose = courses.sort((a, b) => b.group.pack!.units - a.group.pack!.units)[0]!.dose.dose.ndc;
  // A brand's default is in the product line pharmacies dispense most of it (Part D's lines, product-lines.ts): the
  // dispensing files pool a strength and form over every labeler, so Pulmicort read budesonide's nebulizer suspension
  // where Part D claims Pulmicort Flexhaler 171 times as often as the Respules. A default among the products named the
  // brand's name alone stays (Invega's tablets, not Invega Sustenna).
  if (group.brandNamed) {
    const lines = evidence.productLines(
      group.name,
      generic,
      built.map(({ dose, group: g }) => ({ form: g.form, strength: dose.dose.strength })),
    );
    const line = bestSellingLine(
      lines,
      candidates.findIndex((c) => c.ndc === defaultDose),
    );
    if (line) defaultDose = chooseDefaultDose(candidates.filter((_, i) => line.doses[i]));
  }
  // The order a patient reads: the default's form first, then the other forms by how often they are dispensed (forms
  // without evidence in the fixed form order), and within a form the strengths from the least to the most drug a
  // unit holds (Invega Sustenna 39, 78, 117, 156, 234 mg, not "117 mg/0.75 mL" first as the concentration and then
  // the label's text ordered them).
  const defaultForm = built.find(({ dose }) => dose.dose.ndc === defaultDose)?.group.form;
  const formRx = new Map<DoseForm, number>();
  for (const b of built) formRx.set(b.group.form, (formRx.get(b.group.form) ?? 0) + (b.prescriptions ?? 0));
  built.sort(
    (a, b) =>
      Number(b.group.form === defaultForm) - Number(a.group.form === defaultForm) ||
      formRx.get(b.group.form)! - formRx.get(a.group.form)! ||
      FORM_ORDER.indexOf(a.group.form) - FORM_ORDER.indexOf(b.group.form) ||
      amountOf(leadingName(a.group)) - amountOf(leadingName(b.group)) ||
      a.dose.dose.label.localeCompare(b.dose.dose.label),
  );
  const ndcs = built.flatMap(({ group: g }) => g.ndcs);
  // NADAC prices branded generics (Cartia, Glatopa) as generics; such a medication is not a brand.
  const brandNdcs = ndcs.filter((n) => n.isBrand).length;
  return {
    slug: "",
    name: group.name,
    generic: group.brandNamed ? generic : group.name,
    ingredientNames: generic.split(" / "),
    brandNamed: group.brandNamed,
    isBrand: group.brandNamed && brandNdcs * 2 > ndcs.length,
    defaultDose: defaultDose ?? built[0]?.dose.dose.ndc ?? "",
    doses: built.map((b) => b.dose),
    rxcuis: [...new Set(ndcs.map((n) => n.rxcui).filter((r): r is string => r !== null))].sort(),
    doseKeys: built.map(({ dose }) => dose.dose.label),
    dispensed: dispensedOf(built.map(({ dose }) => evidence.ofNdcs(dose.dose.ndcs))),
  };
}

/**
 * The doses a day a medication's filled strengths of one tablet or capsule form share (thirteenth pass), per form,
 * release hours and qualifier: two or more strengths with dispensing evidence, each offered a month of the same
 * number a day. A strength no file fills was read from Part D's row of the brand, which pools every strength (and
 * their patients taking two tablets of a low strength): Belbuca's 75, 750 and 900 mcg films "once a day" beside its
 * four filled strengths twice a day; Xigduo XR 5/500 and 10/500 mg twice beside 5/1,000 and 10/1,000 mg once a day.
 * One filled strength is not enough: its fill may be its own (Kapspargo 25 mg, taken two at a time).
 */
export const SHARED_STRENGTHS = 2;
function strengthsTimesADay(built: readonly { dose: BuiltDose; group: Group; prescriptions: number | null }[]) {
  const perKey = new Map<string, Set<number>>();
  const filled = new Map<string, number>();
  for (const { dose, group: g, prescriptions } of built) {
    if (g.pack || FORM_KINDS[g.form] !== "oral-solid" || prescriptions === null) continue;
    const key = strengthsKeyOf(g);
    const times = timesADayOf(dose.dose);
    perKey.set(key, (perKey.get(key) ?? new Set()).add(times ?? 0));
    filled.set(key, (filled.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, number>();
  for (const [key, times] of perKey) {
    const [only] = [...times];
    if (times.size === 1 && only && (filled.get(key) ?? 0) >= SHARED_STRENGTHS) shared.set(key, only);
  }
  return shared;
}
const strengthsKeyOf = (g: Group) => [g.form, g.name.quantity?.value, g.name.qualifier].join("|");
// A dose offered as 1, 2 and 3 months of n a day (30n, 60n, 90n): n; anything else (a course, weekly): null.
function timesADayOf(dose: CatalogDose): number | null {
  const counts = dose.quantities.map((q) => q.unitCount);
  const n = counts[0]! / 30;
  const months = counts.length === 3 && counts.every((c, i) => c === 30 * n * (i + 1));
  return months && Number.isInteger(n) && n >= 1 && n <= 4 && Number(dose.defaultQuantity) === 30 * n ? n : null;
}

// Another dose of the form holding twice each ingredient of `g` (Xigduo XR 10/1,000 mg of its 5/500 mg).
const isDoubledOf = (g: Group) => (o: Group) =>
  o.form === g.form &&
  o.name.quantity?.value === g.name.quantity?.value &&
  o.name.ingredients.length === g.name.ingredients.length &&
  o.name.ingredients.every((i, k) => i.name === g.name.ingredients[k]!.name && i.value === 2 * g.name.ingredients[k]!.value); // prettier-ignore

// The vial a strength named without a volume comes in, from the medication's other strengths of its form, each
// named with one (siblingVialVolume: Procrit 20,000 units/mL among Procrit's 1 mL vials).
function siblingVialOf(g: Group, groups: readonly Group[]): number | null {
  if (g.pack || g.name.quantity) return null;
  const others = groups.filter((o) => o !== g && !o.pack && o.form === g.form);
  return siblingVialVolume(others.map((o) => (o.name.quantity?.unit === "ML" ? o.name.quantity.value : null)));
}

// The evidence of the medication's filled strength of a dose's form, content and pricing unit (most prescriptions),
// for a dose with none of its own (derive-quantities siblingFillOf reads it for tubes): imiquimod's 5% cream is
// priced by the packet, its 3.75% by the gram.
const contentOf = (o: Group) => `${o.name.quantity?.value}|${o.name.quantity?.unit}`;
const unitsOf = (o: Group) => [...new Set(o.ndcs.map((n) => n.pricingUnit))].join("|");
// Another strength of the medication in the same form, content (puffs, tube) and pricing unit.
const isSiblingOf = (g: Group) => (o: Group) =>
  o !== g && !o.pack && o.form === g.form && contentOf(o) === contentOf(g) && unitsOf(o) === unitsOf(g);

/**
 * The packages read for a dose of a form sold whole or poured (PACKAGE_READ_KINDS, derive-quantities readPackagePlan):
 * its own, else, where none is read, a sibling strength's of the same form and content. A tube no file fills is sold
 * in its filled sibling's tubes, as it is filled like it (siblingFillOf: diclofenac 1% gel in the 3% gel's 100 g
 * tubes); a canister of one puff count holds one mass whatever the strength (Dulera 50, 100 and 200 mcg: 13 g of 120
 * puffs; Asmanex HFA 50, 100 and 200 mcg: 13 g; Advair HFA's three: 12 g; Symbicort's two: 10.2 g).
 */
function packagesReadOf(g: Group, filled: Group | null, groups: readonly Group[], evidence: Evidence): Bottle[] {
  const read = evidence.packagesOf(g);
  if (read.length > 0) return read;
  if (filled && FORM_KINDS[g.form] === "topical-semisolid") return evidence.packagesOf(filled);
  if (FORM_KINDS[g.form] !== "inhaler" || g.name.quantity?.unit !== "ACTUAT") return read;
  return groups.filter(isSiblingOf(g)).map((o) => evidence.packagesOf(o)).find((r) => r.length > 0) ?? read; // prettier-ignore
}

function filledSiblingOf(g: Group, groups: readonly Group[], ofDose: Evidence["ofDose"]) {
  return (
    groups
      .filter(isSiblingOf(g))
      .map((o) => ({ group: o, fill: ofDose(o) }))
      .filter((e): e is { group: Group; fill: DoseDispensing } => e.fill !== null)
      .sort((a, b) => b.fill.prescriptions - a.fill.prescriptions)[0] ?? null
  );
}

/**
 * The medication's other scheduled device of the same strength, content and pricing unit that a dispensing file fills
 * (eighteenth pass): Repatha's 140 mg/mL syringe, which no file fills, is filled as its SureClick auto-injector is (2.55
 * a fill, 2 a month), not by Part D's claim of the brand (2.9 a claim, pooling the 3.5 mL Pushtronex cartridge);
 * Emgality's 120 mg/mL syringe as its pen (1.07: one a month), not by a claim pooling the 100 mg cluster-headache
 * syringes (three a dose); Taltz's syringe as its auto-injector. Null when no such device is filled.
 */
/**
 * A combination tablet no file fills (nor any other strength or form of it) with an ingredient every filled tablet and
 * capsule of which is a course (eighteenth pass): it is taken as that ingredient is, as needed, and filled as its
 * course. Symbravo (meloxicam / rizatriptan: rizatriptan's tablets 10 and 9.8 a fill, every strength and form) is 10,
 * not 30 a month. Read on the national file only (prescription tablets counted one by one): the state's bills some
 * over-the-counter tablets by the box (diphenhydramine's 1.0 a fill is no single dose of Tylenol PM's). An ingredient also taken for good (misoprostol's 37.1 a fill beside its 8.8; prednisone's) says
 * nothing: Arthrotec and Rayos keep their month.
 */
function combinationCourseOf(g: Group, evidence: Evidence): DoseDispensing | null {
  const generic = genericNameOf(g.name);
  if (g.name.ingredients.length < 2) return null;
  if ((["immediate", "extended", "delayed"] as const).some((r) => evidence.ofMolecule(r, generic))) return null;
  const fills = g.name.ingredients.map((i) => evidence.courseFillOf(i.name)).filter((f) => f !== null);
  return fills.sort((a, b) => b.prescriptions - a.prescriptions)[0] ?? null;
}

// The pricing units one device holds: 1 priced per each, its mL priced per mL (a 1 mL pen is 1 either way).
function perDevice(g: Group): number | null {
  const unit = g.ndcs.find((n) => n.pricingUnit)?.pricingUnit;
  if (unit === "EA") return 1;
  return unit === "ML" && g.name.quantity?.unit === "ML" ? g.name.quantity.value : null;
}

function filledDeviceOf(g: Group, groups: readonly Group[], ofDose: Evidence["ofDose"]): DoseDispensing | null {
  const same = (o: Group) =>
    o !== g &&
    !o.pack &&
    SCHEDULED_DEVICE_KINDS.has(FORM_KINDS[o.form]) &&
    o.name.qualifier === g.name.qualifier &&
    JSON.stringify(o.name.quantity) === JSON.stringify(g.name.quantity) &&
    JSON.stringify(o.name.ingredients) === JSON.stringify(g.name.ingredients) &&
    perDevice(o) !== null &&
    perDevice(o) === perDevice(g);
  const own = ofDose(g);
  const fills = [own, ...groups.filter(same).map(ofDose)].filter(
    (f) => f !== null && (!own || f.source === own.source),
  );
  if (fills.length < 2 && own) return null;
  // The regimen's fill over every device of the strength (nineteenth pass): prescriptions pooled, units a fill weighted
  // by them. Humira's 40 mg/0.4 mL syringe, 1.36 a fill over 253 prescriptions, is filled as its pen's 2.66 over 2,482
  // say the dose is taken (2.54 together: 2 a month, every other week), not "1".
  const prescriptions = fills.reduce((sum, f) => sum + f!.prescriptions, 0);
  if (prescriptions === 0) return null;
  const units = fills.reduce((sum, f) => sum + f!.prescriptions * f!.unitsPerRx, 0);
  const top = [...fills].sort((a, b) => b!.prescriptions - a!.prescriptions)[0]!;
  return { ...top, prescriptions, unitsPerRx: units / prescriptions };
}

// Whether a molecule's tablets and capsules (any release) are filled as courses: their median prescription holds
// under SHORT_COURSE_FILL units (sumatriptan 9, oseltamivir 10). Its devices are then used as needed.
function moleculeCourseOf(generic: string, evidence: Pick<Evidence, "ofMolecule">): boolean {
  const fills = (["immediate", "extended", "delayed"] as const).map((r) => evidence.ofMolecule(r, generic));
  const top = fills.filter((f) => f !== null).sort((a, b) => b.prescriptions - a.prescriptions)[0];
  return !!top && top.unitsPerRx < SHORT_COURSE_FILL;
}

// A tablet or capsule drug's fills in Part D against Medicaid say whether it is taken for a course (readFillRhythm)
// and how long its fills last; null when either program is silent.
function fillRhythm(g: Group, release: Release, usualFills: UsualFills, evidence: Evidence): FillRhythm | null {
  if (FORM_KINDS[g.form] !== "oral-solid" || evidence.medicaidDays === null) return null;
  const generic = genericNameOf(g.name);
  const medicaid = evidence.ofMolecule(release, generic);
  const partD = usualFills.unitsPerClaim(generic, release);
  if (!medicaid || medicaid.source !== "national" || partD === null) return null;
  return readFillRhythm(partD, medicaid.unitsPerRx, usualFills.daysPerClaim, evidence.medicaidDays);
}

// Per release and molecule of the medication's tablets and capsules, whether it is taken weekly or monthly
// (isSpacedRhythm): read on the strengths the medication sells, each with its pooled evidence.
function spacedRhythms(
  groups: readonly Group[],
  usualFills: UsualFills,
  evidence: Pick<Evidence, "ofDose">,
  monthlyRates?: Set<string>, // filled with the molecules whose spaced fills are at a monthly rate (spacedRateOf)
): Map<string, boolean> {
  const strengths = new Map<string, { prescriptions: number; perMonth: number }[]>();
  for (const g of groups) {
    const dispensed = FORM_KINDS[g.form] === "oral-solid" ? evidence.ofDose(g) : null;
    if (!dispensed) continue;
    const key = `${releaseOf(g.form)}:${genericNameOf(g.name)}`;
    const perMonth = (dispensed.unitsPerRx * 30) / dispensed.daysPerRx;
    strengths.set(key, [...(strengths.get(key) ?? []), { prescriptions: dispensed.prescriptions, perMonth }]);
  }
  const rhythms = new Map<string, boolean>();
  for (const [key, rows] of strengths) {
    const [release, generic] = key.split(/:(.*)/) as [Release, string];
    rhythms.set(key, isSpacedRhythm(rows, usualFills.unitsPerClaim(generic, release, true)));
    if (spacedRateOf(rows) === "monthly") monthlyRates?.add(key);
  }
  return rhythms;
}

/**
 * A medication none of whose own tablets a dispensing file holds reads Part D's count with its molecule's rhythm:
 * the molecule's over every strength the catalog sells (Trexall's methotrexate), else, for a combination, weekly or
 * monthly when one of its ingredients alone is (Fosamax Plus D's alendronate). A molecule no file holds at all is
 * not weekly or monthly on Part D's count alone: a claim of 1 to 9 units is a single dose or a short course far more
 * often (Xofluza 1.0, Emverm 5.0, vardenafil 6.0, Reyvow 8.9 a claim, read "1 or 3 a month" or "4 or 12 a month"
 * before) than a weekly drug no Medicaid program fills. Null without dispensing files: nothing to read.
 */
export function moleculeSpacedOf(
  rhythms: ReadonlyMap<string, boolean> | null,
  release: Release,
  generic: string,
): boolean | undefined {
  if (!rhythms) return undefined;
  const own = rhythms.get(`${release}:${generic}`);
  if (own !== undefined) return own;
  const ingredients = generic.split(" / ").map((i) => rhythms.get(`${release}:${i}`));
  if (ingredients.some((r) => r !== undefined)) return ingredients.some((r) => r === true);
  return false;
}

// A clinical drug's ingredients and RxNorm form, to match a pack's component with a dose.
const drugKeyOf = (name: RxnormName) =>
  [name.rxnormForm, ...name.ingredients.map((i) => `${i.name} ${i.value} ${i.unit}`)].join("|").toLowerCase();
// A pack's regimen: each component's count and drug, active or inert ("21 norethindrone acetate 1 MG / ethinyl
// estradiol 0.02 MG Oral Tablet", "7 ferrous fumarate 75 MG Oral Tablet"), whatever the brand.
const packKeyOf = (pack: RxnormPack) =>
  pack.components
    .map((c) => `${c.count} ${c.inert ? "inert " : ""}${drugKeyOf(c.drug)}`)
    .sort()
    .join(" + ");
/**
 * A pack NADAC gives no unit, of oral tablets and capsules (and patches) only, is billed per each: NADAC bills every
 * tablet, capsule and patch per each (every CMS-stated unit of the catalog's packs is EA), and a pack is priced by
 * its units (Paxlovid's 30 tablets at $47.84 each: $1,435 the 5-day pack).
 */
function withPackUnit(ndc: NdcRecord, pack: RxnormPack | null): NdcRecord {
  if (ndc.pricingUnit || !pack || !pack.components.every((c) => EACH_KINDS.has(FORM_KINDS[toDoseForm(c.drug.rxnormForm) ?? "pack"]))) return ndc; // prettier-ignore
  return { ...ndc, pricingUnit: "EA", pricingUnitSource: "inferred" };
}
const EACH_KINDS = new Set(["oral-solid", "patch"]);

/**
 * An NDC NADAC alone describes, as one tablet or capsule of a medication the catalog sells ("ZITHROMAX 250 MG Z-PAK
 * TABLET", "AZITHROMYCIN 500 MG TABLET", "MEDROL 4 MG DOSEPAK", "ACTONEL 35 MG TABLET"), is an NDC of that dose: the
 * medication named by its words (brand or generic, whole), the one plain tablet or capsule of its strength, billed per
 * each as the dose is (NADAC prices every tablet so). Packs of it (Z-Pak, Dosepak, starter pack) are its tablets.
 * Anything else (a titration pack of several strengths, a nasal spray, a daily-dose pack of 3 tablets) stays out.
 */
const DESCRIBED = /^([A-Z][A-Z-]*(?: [A-Z][A-Z-]*)*) (\d[\d.]*) (MG|MCG) ((?:TABLET|TAB|CAPSULE|CAP|DOSEPAK|DOSE|PACK|Z-PAK|STARTER)(?: |$))+$/; // prettier-ignore
function describedDose(ndc: NdcRecord, groups: ReadonlyMap<string, MedicationGroup>): Group | null {
  if (ndc.pricingUnit !== null && ndc.pricingUnit !== "EA") return null;
  const match = DESCRIBED.exec(ndc.description.trim());
  if (!match) return null;
  const words = match[1]!.toLowerCase();
  const mg = Number(match[2]) * (match[3] === "MCG" ? 0.001 : 1);
  const form: DoseForm = /\bCAP/.test(ndc.description.slice(match[1]!.length)) ? "capsule" : "tablet";
  const medications = [...groups.values()].filter((m) => m.name.toLowerCase() === words);
  const doses = medications.flatMap((m) =>
    [...m.doses.values()].filter((g) => {
      const [only, ...others] = g.name.ingredients;
      const amount = only ? only.value * (only.unit === "MCG" ? 0.001 : only.unit === "MG" ? 1 : NaN) : NaN;
      return !g.pack && g.form === form && !g.name.qualifier && others.length === 0 && Math.abs(amount - mg) < 1e-9;
    }),
  );
  return doses.length === 1 && doses[0]!.ndcs.every((n) => n.pricingUnit === "EA") ? doses[0]! : null;
}

// Weekly doses are packed a month (4) or a quarter (12) at a time: RxNorm's "{4 (risedronate sodium 35 MG Oral
// Tablet) } Pack" and "{12 (...)} Pack". The drugs packed so, one drug a pack.
export const WEEKLY_PACK_COUNTS = [4, 12];

// The loose dose of the one tablet a weekly carton holds (4 or 12 of it, nothing else), where the medication sells one.
function looseDoseOf(pack: RxnormPack, doses: ReadonlyMap<string, Group>): Group | null {
  const [only, ...others] = pack.components.filter((c) => !c.inert);
  if (!only || others.length > 0 || only.count !== pack.units || !WEEKLY_PACK_COUNTS.includes(pack.units)) return null;
  const form = toDoseForm(only.drug.rxnormForm);
  return form ? (doses.get(doseKeyOf(only.drug, form)) ?? null) : null;
}
export function weeklyPackKeys(packs: readonly SingleDrugPack[]): Set<string> {
  return new Set(packs.filter((p) => WEEKLY_PACK_COUNTS.includes(p.count)).map((p) => drugKeyOf(p.drug)));
}

function withUsNames(name: RxnormName | null, usNameOf?: (ingredient: string) => string): RxnormName | null {
  if (!name || !usNameOf) return name;
  return { ...name, ingredients: name.ingredients.map((i) => ({ ...i, name: usNameOf(i.name) })) };
}

// An insulin's units per mL (100 for U-100), or null for anything else.
function insulinUnitsPerMl(g: Group): number | null {
  const [first, ...others] = g.name.ingredients;
  return first && others.length === 0 && first.name.includes("insulin") && first.unit === "UNT/ML" ? first.value : null;
}

const releaseOf = (form: DoseForm): Release =>
  form.includes("extended-release") ? "extended" : form.includes("delayed-release") ? "delayed" : "immediate";

const NO_FILLS: UsualFills = { unitsPerClaim: () => null, daysPerClaim: 30, brandDaysPerClaim: 30 };

const FORM_ORDER = Object.keys(DOSE_FORM_LABELS) as DoseForm[];

const MG_PER: Record<string, number> = { MCG: 0.001, MG: 1, G: 1000 };
/**
 * The drug one unit of a dose holds, to order strengths: its first ingredient in mg, times the volume of a measured
 * unit (RxNorm names a syringe by its concentration and volume, "1.5 ML paliperidone palmitate 156 MG/ML Prefilled
 * Syringe": 234 mg), a rate per hour read per day (a patch's "MCG/HR" beside "MG/24HR").
 */
// The tablet a dose's label leads with: a multiphasic pack's first phase ("20/30/35 mcg-1 mg" after "20 mcg-1 mg", not
// after "30 mcg-1.5 mg" as its main tablet of 35 mcg would put it; twentieth pass), else the group's drug.
const leadingName = (g: Group): RxnormName =>
  (g.pack && packCycleDays(g.pack) !== null ? packPhases(g.pack)[0] : undefined) ?? g.name;

export function amountOf(name: Pick<RxnormName, "ingredients" | "quantity">): number {
  const first = name.ingredients[0];
  if (!first) return 0;
  const [unit = "", per] = first.unit.split("/");
  const amount = first.value * (MG_PER[unit] ?? 1) * (per === "HR" ? 24 : 1);
  return per === "ML" && name.quantity?.unit === "ML" ? amount * name.quantity.value : amount;
}

// What makes two NDCs the same dose: RxNorm's qualifier, quantity factor, ingredient strengths and dose form.
function doseKeyOf(name: RxnormName, form: DoseForm): string {
  const ingredients = name.ingredients.map((i) => `${i.name} ${i.value} ${i.unit}`);
  return [name.qualifier, name.quantity?.value, name.quantity?.unit, form, ...ingredients].join("|");
}

// Each dose's English label among its medication's (a technical qualifier only where two would read the same).
function withLabels(doses: CatalogDose[]): CatalogDose[] {
  const labels = doseLabels(doses, "en-US");
  return doses.map((d, i) => ({ ...d, label: labels[i]! }));
}

function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const INJECTED_KINDS: ReadonlySet<string> = new Set(["injection", "syringe", "pen", "implant"]);

/**
 * Where the default and another strength of its form are both counted on their own NDCs by the national file, the
 * strength those fill most, where the default holds under CLOSE of it (twenty-fifth pass: Ibu 600 mg, Endocet 10 mg).
 * Where the pooled default's own NDCs hold no fill: another strength of its form whose own NDCs do (Bystolic 10 mg,
 * Onfi 20 mg); else, where no product of its kind (a pill, a liquid, a cream) holds one, the product of another kind
 * its own NDCs fill most (Estrace's vaginal cream, not the tablets every patient gets as generic estradiol;
 * Carafate's suspension, Part D's 729 mL a claim). A pill's other pill stays (Depakote's tablets, not the Sprinkle
 * capsules Alaska's children fill: Part D claims the tablets 2.5 times as often), and so does a product taken by
 * mouth, on the skin or inhaled beside an injection (Invega Sustenna and Abilify Maintena are names of their own).
 */
function ownFilledDefault(
  candidates: readonly DoseCandidate[],
  built: readonly { dose: BuiltDose; group: Group; prescriptions: number | null }[],
  evidence: Pick<Evidence, "ofNdcs">,
  pooledDefault: string | null,
): string | null {
  const i = candidates.findIndex((c) => c.ndc === pooledDefault);
  if (i < 0) return pooledDefault;
  const own = built.map(({ dose, group: g, prescriptions }) =>
    g.pack ? (prescriptions ?? 0) : (evidence.ofNdcs(dose.dose.ndcs)?.prescriptions ?? 0),
  );
  const formOf = (k: number) => built[k]!.group.form;
  if (own[i]! > 0) {
    // Counted on its own NDCs by the national file, as another strength of its form is (twenty-fifth pass): the
    // strength its own NDCs are filled at most, where the default holds under CLOSE of it. The pooled figure is every
    // labeler's (ibuprofen 800 mg, 5.27 M, over 600 mg's 4.45 M); Ibu's own tablets are filled 242,941 times at 600 mg,
    // 153,046 at 800 mg. A state's few fills of a trade name's NDCs do not decide (Klor-Con's 499 Alaska fills of the
    // 10 mEq tablet beside the M20's 210, where Part D claims Klor-Con M20 735,336 times and Klor-Con 10 194,779).
    const national = (k: number) => !built[k]!.group.pack && evidence.ofNdcs(built[k]!.dose.dose.ndcs)?.source === "national"; // prettier-ignore
    if (!national(i)) return pooledDefault;
    const rivals = own.map((_, k) => k).filter((k) => k !== i && formOf(k) === formOf(i) && national(k) && own[i]! < CLOSE * own[k]!); // prettier-ignore
    const top = rivals.sort((a, b) => own[b]! - own[a]!)[0];
    return top === undefined ? pooledDefault : candidates[top]!.ndc;
  }
  const filled = candidates
    .map((c, k) => ({ c: { ...c, prescriptions: own[k] || null }, k }))
    .filter(({ c }) => c.prescriptions !== null && !c.clinic);
  const sameForm = filled.filter(({ k }) => formOf(k) === formOf(i));
  const sameKind = filled.filter(({ k }) => FORM_KINDS[formOf(k)] === FORM_KINDS[formOf(i)]);
  const otherKind = filled.filter(({ k }) => !INJECTED_KINDS.has(FORM_KINDS[formOf(k)]));
  const pool = sameForm.length > 0 ? sameForm : sameKind.length > 0 ? [] : otherKind;
  return chooseDefaultDose(pool.map(({ c }) => c)) ?? pooledDefault;
}
