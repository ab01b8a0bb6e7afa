// Every API path of the spec that exists, one per contract of the registry (lib/api/contracts), with a sample
// request and the spec's 403 message for the permission that guards it: the auth table runs over all of them.
import type { CardType, Endpoint } from "../../lib/accounts/permissions";
import { CONTRACTS } from "../../lib/api/contracts";

export type ApiPath = {
  method: "GET" | "POST";
  path: string;
  endpoint: Endpoint;
  cardType?: CardType;
  message: string;
  body?: object;
};

// The spec's messages (section 5), written out here rather than read from the code, so a drift fails the table.
const MESSAGES: Record<Endpoint, string> = {
  search: "Lack of permissions to use medication search service",
  eligibility: "Lack of permissions to check eligibility",
  enrollment: "Lack of permissions to process enrollment",
  membership: "Lack of permissions to generate card",
  pricing: "Lack of permissions to price",
  pharmacies: "Lack of permissions to use pharmacy service",
  operations: "Lack of permissions to read the server's health detail and metrics",
};

const ENROLLMENT_BODY = { action: "update", memberId: "RX1234567893", group: "HNOGROUP1" };
const PRICE_BODY = { ndc: "00378180010", quantity: 30 };
const NPI_BODY = { ...PRICE_BODY, npis: ["1003000126"] };
const REGION_BODY = { ...PRICE_BODY, zip: "10001" };

// A sample request for each contract's path: the URL with its parameters filled in, and a valid body.
const SAMPLES: Record<string, { url?: string; body?: object }> = {
  "/eligibility/v1/check": {
    body: {
      memberId: "RX1234567893",
      group: "HNOGROUP1",
      firstName: "Pat",
      lastName: "Doe",
      gender: "unknown",
      dob: "1980-01-01",
      address: { zip: "10001" },
      medication: { ndc: "00378180010", quantity: 30 },
    },
  },
  "/eligibility/v1/enrollment/card": { body: ENROLLMENT_BODY },
  "/eligibility/v1/enrollment/person": {
    body: { ...ENROLLMENT_BODY, firstName: "Pat", lastName: "Doe", dob: "1980-01-01" },
  },
  "/membership/v1/json": {},
  "/membership/v1/json/people": {},
  "/membership/v1/json/pets": {},
  "/search/v1": { url: "/search/v1/?query=ator" },
  "/search/v1/popular": {},
  "/search/v1/attributes/{slug}": { url: "/search/v1/attributes/atorvastatin" },
  "/search/v1/attributes": {},
  "/search/v1/alternatives": { url: "/search/v1/alternatives/?slug=atorvastatin" },
  "/pricing/v1/npi/people": { body: NPI_BODY },
  "/pricing/v1/npi/pets": { body: NPI_BODY },
  "/pricing/v1/region/people": { body: REGION_BODY },
  "/pricing/v1/region/pets": { body: REGION_BODY },
  "/pharmacies/v1/chain": { url: "/pharmacies/v1/chain?zip=10001&chainCode=CVS" },
};

export const API_PATHS: ApiPath[] = CONTRACTS.map((contract) => {
  const sample = SAMPLES[contract.path];
  if (!sample) throw new Error(`e2e/api/api-paths.ts has no sample request for ${contract.path}`);
  return {
    method: contract.method === "get" ? "GET" : "POST",
    path: sample.url ?? contract.path,
    endpoint: contract.permission,
    cardType: contract.cardType,
    message: MESSAGES[contract.permission],
    body: sample.body,
  };
});
