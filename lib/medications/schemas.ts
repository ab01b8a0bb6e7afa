// Medication search request and response schemas (spec 2.1, 2.2, 4.1-4.4); the routes are in lib/api/contracts.
import { z } from "zod";
import { trackingId as id } from "../vocabulary/fields";

const quantity = z
  .object({
    label: z.string().meta({ example: "30 tablets" }),
    value: z.string().meta({ description: "Metric quantity to price", example: "30" }),
  })
  .meta({ id: "Quantity" });

const dose = z
  .object({
    package: z.boolean().meta({ description: "True if the quantity counts whole packages or devices" }),
    label: z.string().meta({ example: "20 mg tablet" }),
    value: z.string().meta({ description: "The NDC11 of this strength and form", example: "00071015523" }),
    baseValue: z.string().meta({ description: "Metric quantity of one unit: a custom count N prices N x baseValue" }),
    unitLabel: z.string().meta({ example: "tablets" }),
    quantity: z.array(quantity),
    defaultQuantity: z.string().meta({ example: "30" }),
    program: z.boolean().meta({ description: "In a special program with additional restrictions" }),
    doseForm: z.string().meta({ example: "tablet" }),
  })
  .meta({ id: "Dose" });

export const medicationSchema = z
  .object({
    name: z.string().meta({ example: "Lipitor" }),
    generic: z.string().meta({ example: "atorvastatin" }),
    dose: z.array(dose),
    defaultDose: z.string().meta({ description: "NDC11 of the most commonly prescribed dose" }),
    slug: z.string().meta({ example: "lipitor" }),
    genericSlug: z.string().nullable().meta({ example: "atorvastatin" }),
  })
  .meta({ id: "Medication" });

export const results = z.object({ id, results: z.array(medicationSchema) }).meta({ id: "MedicationResults" });

export const alternative = z
  .object({
    slug: z.string(),
    label: z.string().meta({ description: "Generic or brand name" }),
    generic: z.boolean().meta({ description: "True if the medication is generic" }),
  })
  .meta({ id: "AlternativeMedication" });
