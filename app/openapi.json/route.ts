// GET /openapi.json: the OpenAPI 3.1 document generated from the endpoint contracts
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export function GET() {
  document ??= buildOpenApiDocument();
  return Response.json(document);
}
