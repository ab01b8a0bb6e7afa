// Pharmacies endpoint request and response schemas (spec 2.5, 2.6, 4.11); the routes are in lib/api/contracts.
import { z } from "zod";
import { decimalNumber, indexParam, limitParam, zip } from "../vocabulary/fields";
import { PLACEMENTS } from "./pharmacy-record";

// A decimal number in range: "40.75", "-73.99". Empty, "abc", "1e3" and out-of-range are invalid.
const coordinate = (min: number, max: number, example: string) =>
  decimalNumber(z.number().min(min).max(max))
    .optional()
    .meta({ description: `Decimal degrees, ${min} to ${max}; give both lat and lng or neither`, example });

export const chainPharmaciesQuery = z
  .object({
    zip: zip.meta({ description: "Five digits", example: "10001" }),
    chainCode: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,40}$/)
      .transform((v) => v.toUpperCase())
      .meta({ description: "A chain's `code` from region pricing (letter case ignored)", example: "CVS" }),
    limit: limitParam,
    index: indexParam,
    lat: coordinate(-90, 90, "40.7484"),
    lng: coordinate(-180, 180, "-73.9967"),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined))
      ctx.addIssue({
        code: "custom",
        path: [query.lat === undefined ? "lat" : "lng"],
        message: "lat and lng go together",
      });
  });

export const retailPharmacy = z
  .object({
    type: z.literal("retail").meta({ description: "Pharmacy type code" }),
    name: z.string().meta({
      description: "The store's banner (Duane Reade, Fred Meyer, Jewel-Osco), else its chain's display name",
      example: "Duane Reade",
    }),
    npi: z.string().meta({ example: "1234567893" }),
    phone: z.string().meta({ description: "10 digits; empty when NPPES lists no valid phone", example: "2125550100" }),
    geo: z
      .object({ lat: z.number(), lng: z.number() })
      .meta({ description: "The store's rooftop, or its zip code's centroid when `placement` is zip" }),
    distance: z.number().nullable().meta({
      description: "Statute miles from lat/lng, 2 decimals; null when lat and lng are not given",
      example: 0.42,
    }),
    address: z.object({
      street: z
        .string()
        .meta({ description: "Empty for the independents whose only source (NPPES 2026-02) lists no street" }),
      city: z.string(),
      state: z.string().meta({ example: "NY" }),
      zip: z.string().meta({ example: "10001" }),
    }),
    placement: z.enum(PLACEMENTS).meta({
      description:
        "Extra field: rooftop when geo is the store's own point (matched to a public store list), zip when it is the " +
        "zip code's centroid (an approximate location, good to a few miles)",
      example: "rooftop",
    }),
    openingHours: z
      .string()
      .nullable()
      .meta({
        description:
          'Extra field: the store\'s opening hours as day ranges with 24-hour times, "midnight" for a closing at the ' +
          'day\'s end and "open 24 hours" for a day or week that never closes (All the Places, 2021; the pharmacy ' +
          "counter may keep shorter hours); null when unknown",
        example: "Mo-Fr 07:00-22:00; Sa-Su open 24 hours",
      }),
  })
  .meta({ id: "RetailPharmacy" });

export type RetailPharmacy = z.infer<typeof retailPharmacy>;
