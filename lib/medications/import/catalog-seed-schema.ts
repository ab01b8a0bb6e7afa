// zod schema of the committed catalog seed, so a loader never inserts a record the catalog rules would not produce.
import { z } from "zod";
import { DOSE_FORM_LABELS } from "../dose-form-labels";
import type { CatalogSeed, DoseForm } from "../catalog-types";
import { ndc11 } from "../../vocabulary/fields";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const pricingUnit = z.enum(["EA", "ML", "GM"]);
const pricingUnitSource = z.enum(["cms", "inferred"]);
const doseForm = z.enum(Object.keys(DOSE_FORM_LABELS) as [DoseForm, ...DoseForm[]]);
const decimal = z.string().regex(/^\d+(\.\d+)?$/);

const ndcRecord = z.object({
  ndc: ndc11,
  rxcui: z.string().regex(/^\d+$/).nullable(),
  description: z.string().min(1),
  isBrand: z.boolean(),
  nadacPerUnit: z.number().positive().nullable(),
  pricingUnit: pricingUnit.nullable(),
  pricingUnitSource: pricingUnitSource.nullable(),
  nadacDate: isoDate.nullable(),
  otc: z.boolean().nullable(),
  pricePoints: z.number().int().nonnegative(),
});

const dose = z
  .object({
    ndc: ndc11,
    rxcui: z.string().regex(/^\d+$/),
    strength: z.string().min(1),
    doseForm,
    qualifier: z.string().nullable(),
    applicationBrand: z.string().min(1).nullable().optional(),
    duration: z.object({ value: z.number().positive(), unit: z.enum(["hour", "day"]) }).nullable(),
    unitContent: z.object({ value: z.number().positive(), unit: z.enum(["mL", "actuation", "g"]) }).nullable(),
    label: z.string().min(1),
    unitKey: z.string().min(1),
    baseValue: decimal,
    package: z.boolean(),
    quantities: z.array(z.object({ value: decimal, unitCount: z.number().positive() })).min(1),
    defaultQuantity: decimal,
    program: z.boolean(),
    nadacPerUnit: z.number().positive().nullable(),
    pricingUnit: pricingUnit.nullable(),
    pricingUnitSource: pricingUnitSource.nullable(),
    nadacDate: isoDate.nullable(),
    ndcs: z.array(ndc11).min(1),
    // Prescriptions a year of the dose's strength and form (national scale); null when no file says. Seeds derived
    // before the dispensing files carry none.
    dispensed: z.number().int().nonnegative().nullable().default(null),
  })
  .refine((d) => d.quantities.some((q) => q.value === d.defaultQuantity), "defaultQuantity is not a quantity")
  .refine((d) => d.ndcs[0] === d.ndc, "the representative NDC must lead ndcs");

const medication = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    generic: z.string().min(1),
    isBrand: z.boolean(),
    genericSlug: z.string().nullable(),
    brandSlugs: z.array(z.string()),
    defaultDose: ndc11,
    doses: z.array(dose).min(1),
    rxcuis: z.array(z.string()),
    // Seeds derived before the name files carry no aliases.
    aliases: z.array(z.string().min(1)).default([]),
    aliasDoses: z.record(z.string(), z.array(ndc11).min(1)).default({}),
    // Seeds derived before the sources were recorded carry none.
    aliasSources: z.array(z.string().regex(/^[a-z]*$/)).optional(),
    // Seeds derived before the dispensing files carry no evidence.
    dispensed: z.number().int().nonnegative().nullable().default(null),
    claims: z.number().int().nonnegative().nullable().optional(),
  })
  .refine((m) => m.doses.some((d) => d.ndc === m.defaultDose), "defaultDose is not one of the doses")
  .refine(
    (m) => m.aliasSources === undefined || m.aliasSources.length === m.aliases.length,
    "aliasSources is not one per alias",
  )
  .refine(
    (m) => Object.values(m.aliasDoses).every((ndcs) => ndcs.every((ndc) => m.doses.some((d) => d.ndc === ndc))),
    "an alias names a dose the medication does not have",
  );

export const catalogSeedSchema = z.object({
  version: z.literal(1),
  generatedAt: z.string(),
  provenance: z.object({
    sources: z.array(
      z.object({
        file: z.string(),
        what: z.string(),
        origin: z.string(),
        licence: z.string(),
        asOf: z.string(),
        rowsRead: z.number().int(),
        rowsKept: z.number().int(),
        rowsRejected: z.number().int(),
      }),
    ),
    rules: z.array(z.string()),
  }),
  medications: z.array(medication),
  ndcs: z.array(ndcRecord),
  otherDrugNames: z.array(z.string().min(1)).default([]),
  history: z.record(ndc11, z.array(z.tuple([z.string().regex(/^\d{4}-\d{2}$/), z.number().positive()]))),
}) satisfies z.ZodType<CatalogSeed>;
