// Builds the OpenAPI 3.1 document from the endpoint contracts (zod schemas), so the docs cannot drift.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { Contract } from "../api/contract";
import { PERMISSION_MESSAGES } from "../accounts/permissions";
import { CONTRACTS } from "../api/contracts";
import { API_GUIDE } from "./api-guide";

const errorBody = z
  .object({
    id: z.string().meta({ description: "Tracking id (also in the x-request-id header)" }),
    statusCode: z.number().int(),
    message: z.string(),
    errorCode: z.string().optional().meta({ description: "Validation failure code (spec 7.3)" }),
    code: z.string().optional().meta({ description: "Eligibility reason code (spec 7.2)" }),
  })
  .meta({ id: "Error" });

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorBody } },
});

function operation(contract: Contract): ZodOpenApiOperationObject {
  const errorCodes = [...new Set(Object.values(contract.errorCodes))].join(", ");
  return {
    operationId: operationId(contract),
    summary: contract.summary,
    description: contract.description,
    tags: [contract.tag],
    security: [{ apiKey: [] }],
    requestParams: {
      ...(contract.params && { path: contract.params }),
      ...(contract.query && { query: contract.query }),
    },
    ...(contract.body && {
      requestBody: { required: true, content: { "application/json": { schema: contract.body } } },
    }),
    responses: {
      200: { description: "Success", content: { "application/json": { schema: contract.response } } },
      400: errorResponse(`Incorrect or missing required parameters. errorCode: ${errorCodes}`),
      403: errorResponse(
        `${PERMISSION_MESSAGES[contract.permission]} (missing, unknown or revoked key, or endpoint not enabled)`,
      ),
      ...Object.fromEntries(Object.entries(contract.otherResponses ?? {}).map(([s, d]) => [s, errorResponse(d)])),
      500: errorResponse("Internal server error"),
    },
  };
}

// getSearchV1AttributesSlug, postPricingV1NpiPeople: the names generated clients give the operations.
function operationId(contract: Contract): string {
  const words = contract.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return contract.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const contract of CONTRACTS) {
    // Each path answers with and without the trailing slash (the spec writes two with it); documented without it.
    paths[contract.path] = { ...paths[contract.path], [contract.method]: operation(contract) };
  }
  return createDocument({
    openapi: "3.1.0",
    info: { title: "Pharmacy discount card API", version: "v1", description: API_GUIDE },
    servers: [
      { url: "/", description: "The paths of the specification" },
      { url: "/api", description: "The same endpoints under the /api base path that partners' clients use" },
    ],
    components: { securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "x-api-key" } } },
    paths,
  });
}
