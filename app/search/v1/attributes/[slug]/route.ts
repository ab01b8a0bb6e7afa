// GET /search/v1/attributes/<slug>: one medication, fields at the top level
import { endpoint } from "@/lib/api/endpoint";
import { findMedication } from "@/lib/medications/find-medication";
import { attributesContract } from "@/lib/api/contracts/medications";

export const GET = endpoint(attributesContract, async ({ params, query }) =>
  findMedication({ slug: params.slug, locale: query.locale }),
);
