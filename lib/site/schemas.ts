// Requests of the site's own same-origin routes (app/(site)/api): validated here, typed for the client components.
import { z } from "zod";
import { CARD_TYPES } from "../accounts/permissions";
import { ndc11 as ndc, quantity, zip } from "../vocabulary/fields";
import { MAX_LIST_ITEMS } from "./list-limits";
import { NEARBY_SORTS } from "./nearby-sorts";
import { CHAIN_CODE_PATTERN } from "../vocabulary/patterns";

const cardType = z.enum(CARD_TYPES);
const index = z.int().min(0).max(10_000).default(0);
const limit = z.int().min(1).max(10).default(10);

export const searchRequest = z.object({ q: z.string().trim().min(1).max(100) });

export const pricesRequest = z.object({ cardType, ndc, quantity, zip: zip.optional(), index, limit });
export type PricesRequest = z.input<typeof pricesRequest>;

export const savingsRequest = z.object({
  cardType,
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/),
  ndc,
  quantity,
  zip: zip.optional(),
});

export const storesRequest = z.object({
  cardType,
  ndc,
  quantity,
  zip,
  chainCode: z.string().regex(CHAIN_CODE_PATTERN),
  from: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  index,
  limit,
});
export type StoresRequest = z.input<typeof storesRequest>;

// A store map's view: at most a few degrees across (a region, never the country).
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
export const basemapRequest = z
  .object({ south: latitude, west: longitude, north: latitude, east: longitude })
  .refine((b) => b.north > b.south && b.east > b.west && b.north - b.south <= 4 && b.east - b.west <= 6);

export const nearbyRequest = z.object({
  cardType,
  ndc,
  quantity,
  zip,
  sort: z.enum(NEARBY_SORTS).default("price"),
  chainCode: z.string().regex(CHAIN_CODE_PATTERN).optional(),
  index,
  limit: z.int().min(1).max(20).default(10),
});
export type NearbyRequest = z.input<typeof nearbyRequest>;

// "My medicines": at most MAX_LIST_ITEMS drugs, priced together at every pharmacy of the zip's region.
export const medicineListRequest = z.object({
  cardType,
  zip,
  items: z
    .array(z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/), ndc, quantity }))
    .min(1)
    .max(MAX_LIST_ITEMS),
});
export type MedicineListRequest = z.input<typeof medicineListRequest>;
export const medicineListLabelsRequest = medicineListRequest.pick({ items: true });

export const historyRequest = z.object({ ndc });

export const locateRequest = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const cardRequest = z.object({ cardType });

// A card the browser holds, named by its member id: the server reads the rest from the issued-card record.
export const cardReference = z.object({ cardType, memberId: z.string().regex(/^[A-Z0-9]{6,24}$/) });
export type CardReference = z.infer<typeof cardReference>;
