// What a trade name is, read from its Orange Book products: the catalog dose forms each "DF;Route" is sold as and
// the amounts each "Strength" holds, so that a trade name answers its own product of its generic: Zyclara the 3.75%
// imiquimod cream, Cambia the diclofenac potassium powder, Zyprexa Zydis the orally disintegrating tablets
// (derive-search-names.ts).
import type { DoseForm } from "../catalog-types";

const INJECTED: DoseForm[] = [
  "injection",
  "injectable-suspension",
  "prefilled-syringe",
  "auto-injector",
  "pen-injector",
  "cartridge",
];
// Lidocaine viscous is RxNorm's mucous membrane solution, the Orange Book's oral solution.
const ORAL_LIQUIDS: DoseForm[] = ["oral-solution", "oral-suspension", "mucous-membrane-solution"];

// "DF;Route" patterns, first match wins, to the catalog forms a product of that form can be. The Orange Book names a
// powder to be mixed by what it makes ("FOR SUSPENSION;ORAL"), RxNorm often by the mixed liquid, so both are read;
// it never says pen or vial, so an injectable is every injected form.
const FORMS: readonly [RegExp, readonly DoseForm[]][] = [
  [/^TABLET, (CHEWABLE, EXTENDED RELEASE|EXTENDED RELEASE, CHEWABLE);ORAL/, ["tablet-chewable-extended-release"]],
  [/^TABLET, ORALLY DISINTEGRATING/, ["tablet-orally-disintegrating"]],
  [/^TABLET, (FILM COATED, )?EXTENDED RELEASE;ORAL/, ["tablet-extended-release"]],
  [/^TABLET, DELAYED RELEASE;ORAL/, ["tablet-delayed-release"]],
  [/^TABLET, CHEWABLE;ORAL/, ["tablet-chewable"]],
  [/^TABLET, (EFFERVESCENT|FOR SOLUTION);ORAL/, ["tablet-effervescent"]],
  [/^TABLET, (FOR SUSPENSION|DISPERSIBLE);ORAL/, ["tablet-for-suspension"]],
  [/^TABLET;(BUCCAL, )?SUBLINGUAL$/, ["tablet-sublingual"]],
  [/^TABLET(, EXTENDED RELEASE)?;BUCCAL$/, ["tablet-buccal"]],
  [/^TABLET(, (FILM COATED|COATED|COATED PARTICLES))?;ORAL(-\d+)?$/, ["tablet", "pack"]],
  [/^CAPSULE, DELAYED REL(EASE)?( PELLETS)?;ORAL$/, ["capsule-delayed-release"]],
  [/^CAPSULE, EXTENDED RELEASE;ORAL$/, ["capsule-extended-release"]],
  [/^CAPSULE(, (LIQUID FILLED|COATED|PELLETS?|COATED PELLETS))?;ORAL$/, ["capsule", "pack"]],
  [/^CAPSULE;INHALATION$/, ["inhalation-powder"]],
  [/^(TROCHE\/LOZENGE|LOZENGE|PASTILLE);/, ["lozenge"]],
  [/^GUM, CHEWING;/, ["chewing-gum"]],
  [/^FILM(, EXTENDED RELEASE)?;BUCCAL$/, ["film-buccal"]],
  [/^FILM;(BUCCAL, )?SUBLINGUAL$/, ["film-sublingual"]],
  [/^FILM;ORAL$/, ["film-oral"]],
  [/^(FILM, EXTENDED RELEASE|SYSTEM|PATCH);(TRANSDERMAL|TOPICAL)$/, ["patch", "medicated-patch"]],
  [/^PELLETS?;ORAL$/, ["pellet", "granules"]],
  [/^FOR SOLUTION;ORAL$/, ["powder-for-oral-solution", "granules-for-solution", "oral-solution"]],
  [/^FOR SUSPENSION;ORAL$/, ["powder-for-oral-suspension", "granules-for-suspension", "oral-suspension"]],
  [/^(FOR SUSPENSION|SUSPENSION), EXTENDED RELEASE;ORAL$/, ["oral-suspension-extended-release"]],
  [/^(GRANULES?|POWDER)(, (DELAYED|EXTENDED) RELEASE)?;ORAL$/, ["granules", "granules-for-suspension", "granules-for-solution", "powder-for-oral-solution", "powder-for-oral-suspension", "oral-suspension", "oral-solution"]], // prettier-ignore
  [/^(SOLUTION|SYRUP|ELIXIR|CONCENTRATE|LIQUID|EMULSION|SOLUTION, ELIXIR|(SOLUTION|SUSPENSION)\/DROPS|SUSPENSION);ORAL$/, ORAL_LIQUIDS], // prettier-ignore
  [/^(SOLUTION|RINSE);DENTAL$/, ["mouthwash"]],
  [/^PASTE;DENTAL$/, ["toothpaste", "oral-paste"]],
  [/^CREAM(, AUGMENTED)?;TOPICAL$/, ["cream"]],
  [/^OINTMENT(, AUGMENTED)?;TOPICAL$/, ["ointment"]],
  [/^GEL(, AUGMENTED|, METERED)?;(TOPICAL|TRANSDERMAL)$/, ["gel"]],
  [/^LOTION(, AUGMENTED)?;TOPICAL$/, ["lotion"]],
  [/^(LOTION\/SHAMPOO|SHAMPOO);TOPICAL$/, ["shampoo", "lotion"]],
  [/^(AEROSOL, FOAM|FOAM);TOPICAL$/, ["foam"]],
  [/^(SOLUTION|SOLUTION\/DROPS|SWAB|SOLUTION, METERED);(TOPICAL|TRANSDERMAL)$/, ["topical-solution", "medicated-pad"]],
  [/^(SPRAY|SPRAY, METERED|AEROSOL|AEROSOL, METERED);(TOPICAL|TRANSDERMAL)$/, ["topical-spray", "powder-spray"]],
  [/^POWDER;TOPICAL$/, ["topical-powder", "powder-spray"]],
  [/^OIL;TOPICAL$/, ["oil"]],
  [/^(SOLUTION|SOLUTION\/DROPS|SUSPENSION|SUSPENSION\/DROPS|EMULSION|SOLUTION, GEL FORMING\/DROPS);OPHTHALMIC$/, ["ophthalmic-solution", "ophthalmic-suspension", "ophthalmic-gel"]], // prettier-ignore
  [/^(SOLUTION|SOLUTION\/DROPS|SUSPENSION|SUSPENSION\/DROPS|OIL\/DROPS);(OTIC|OPHTHALMIC, OTIC)$/, ["otic-solution", "otic-suspension", "ophthalmic-solution", "ophthalmic-suspension"]], // prettier-ignore
  [/^OINTMENT;OPHTHALMIC$/, ["ophthalmic-ointment"]],
  [/^GEL;OPHTHALMIC$/, ["ophthalmic-gel"]],
  [/^(SPRAY|SPRAY, METERED|AEROSOL|AEROSOL, METERED|SOLUTION|SOLUTION\/DROPS);NASAL$/, ["nasal-spray", "nasal-solution"]], // prettier-ignore
  [/^POWDER;NASAL$/, ["nasal-powder"]],
  [/^GEL(, METERED)?;NASAL$/, ["nasal-gel"]],
  [/^AEROSOL(, METERED)?;INHALATION$/, ["inhaler"]],
  [/^POWDER(, METERED)?;INHALATION$/, ["inhaler-dry-powder", "inhalation-powder"]],
  [/^SPRAY, METERED;INHALATION$/, ["inhalation-spray"]],
  [/^(SOLUTION|SUSPENSION|LIQUID|FOR SOLUTION);INHALATION$/, ["inhalation-solution", "inhalation-suspension"]],
  [/^CREAM;VAGINAL$/, ["vaginal-cream"]],
  [/^GEL;VAGINAL$/, ["vaginal-gel"]],
  [/^OINTMENT;VAGINAL$/, ["vaginal-ointment"]],
  [/^(INSERT|INSERT, EXTENDED RELEASE|TABLET|SUPPOSITORY);VAGINAL$/, ["vaginal-insert", "suppository"]],
  [/^(RING|SYSTEM);VAGINAL$/, ["vaginal-ring"]],
  [/^SUPPOSITORY;RECTAL$/, ["suppository"]],
  [/^(ENEMA|SUSPENSION);RECTAL$/, ["enema"]],
  [/^AEROSOL, FOAM;RECTAL$/, ["rectal-foam"]],
  [/^GEL;RECTAL$/, ["rectal-gel"]],
  [/^OINTMENT;(RECTAL|INTRA-ANAL)$/, ["rectal-ointment"]],
  [/^SUPPOSITORY;URETHRAL$/, ["urethral-suppository"]],
  [/^(INJECTABLE|SOLUTION|SUSPENSION|POWDER|FOR SOLUTION|FOR SUSPENSION|EMULSION|INJECTION)(, [A-Z ]+)?;(INJECTION|SUBCUTANEOUS|INTRAMUSCULAR|INTRAVENOUS|IM-IV)/, INJECTED], // prettier-ignore
  [/^IMPLANT;(IMPLANTATION|SUBCUTANEOUS)$/, ["implant"]],
];

// The catalog forms an Orange Book "DF;Route" can be, or null when this reading does not know it (a kit of several
// forms, a form no catalog product has): then the trade name's form is not checked.
export function doseFormsOfOrangeBook(dosageFormRoute: string): readonly DoseForm[] | null {
  const value = dosageFormRoute.trim().toUpperCase();
  return FORMS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

// The Orange Book does not always say a release: Dilantin's extended capsules are "CAPSULE;ORAL". Where a medication
// sells no plain tablet or capsule, a plain one names its modified-release ones of the same kind.
export function releasesOf(forms: readonly DoseForm[]): DoseForm[] {
  return forms.flatMap((f): DoseForm[] =>
    f === "tablet" || f === "capsule" ? [`${f}-extended-release`, `${f}-delayed-release`] : [],
  );
}

// A strength's amounts, each in a common measure so that the Orange Book's "0.1MG/24HR", "EQ 250MG BASE/5ML" and
// "325MG;10MG" compare with RxNorm's "100 mcg/24 hr", "250 mg/5 mL" and "325 mg-10 mg": masses in micrograms, per
// mL or per hour where the strength is per so many (and then so named: 5 mg a packet is not 25 mg/5 mL); a
// percentage and other units as written. Sorted; empty when the strength has no amount. A multiphasic pack's amounts
// are its first phase's, in both: the catalog's "35 mcg-0.18/0.215/0.25 mg" is the book's
// "0.035MG,0.035MG,0.035MG;0.18MG,0.215MG,0.25MG" (twentieth pass).
export function amountsOfStrength(strength: string): { value: number; unit: string }[] {
  const parts = strength
    .toLowerCase()
    .replace(/\b(eq|base)\b/g, " ")
    .replace(/(\d)(?:\/[\d.]+)+(?=\s*[a-z%])/g, "$1")
    .split(/;|-(?=\s*\d)| \/ /);
  return parts
    .flatMap((part) => {
      const match = /^\s*([\d.,]+)\s*([a-z%]*)\s*(?:\/\s*([\d.]*)\s*([a-z]*))?/.exec(part);
      if (!match) return [];
      const [, amount, unit = "", per = "", perUnit = ""] = match;
      const value = Number(amount!.replace(/,/g, ""));
      if (!Number.isFinite(value)) return [];
      const mass = MASS[unit];
      const rate = PER[perUnit];
      const divide = rate ? (Number(per) || 1) * rate.scale : 1;
      const measure = (mass === undefined ? unit : "mcg") + (rate ? `/${rate.unit}` : "");
      return [{ value: (mass === undefined ? value : value * mass) / divide, unit: measure }];
    })
    .sort((a, b) => a.unit.localeCompare(b.unit) || a.value - b.value);
}

const MASS: Record<string, number> = { g: 1e6, gm: 1e6, mg: 1e3, mcg: 1 };
const PER: Record<string, { unit: string; scale: number }> = {
  ml: { unit: "ml", scale: 1 },
  hr: { unit: "hr", scale: 1 },
  day: { unit: "hr", scale: 24 },
};

// The same amounts of the same units, within half a percent (RxNorm's 37.4 mcg/24 hr is the Orange Book's
// 0.0375MG/24HR).
export function sameStrength(a: string, b: string): boolean {
  const [x, y] = [amountsOfStrength(a), amountsOfStrength(b)];
  return (
    x.length > 0 &&
    x.length === y.length &&
    x.every(
      (p, i) => p.unit === y[i]!.unit && Math.abs(p.value - y[i]!.value) <= 0.005 * Math.max(p.value, y[i]!.value),
    )
  );
}
