// Every API path of the spec that exists, with the permission that guards it: the auth table runs over all of them.
export type ApiPath = {
  method: "GET" | "POST";
  path: string;
  endpoint: "search" | "eligibility" | "enrollment" | "membership" | "pricing" | "pharmacies";
  cardType?: "people" | "pets";
  message: string;
  body?: object;
};

const CARD = "Lack of permissions to generate card";
const SEARCH = "Lack of permissions to use medication search service";
const ENROLL = "Lack of permissions to process enrollment";
const ENROLLMENT_BODY = { action: "update", memberId: "RX1234567893", group: "HNOGROUP1" };

const PRICE = "Lack of permissions to price";
const PRICE_BODY = { ndc: "00378180010", quantity: 30 };

export const API_PATHS: ApiPath[] = [
  {
    method: "POST",
    path: "/eligibility/v1/check",
    endpoint: "eligibility",
    message: "Lack of permissions to check eligibility",
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
  {
    method: "POST",
    path: "/eligibility/v1/enrollment/card",
    endpoint: "enrollment",
    message: ENROLL,
    body: ENROLLMENT_BODY,
  },
  {
    method: "POST",
    path: "/eligibility/v1/enrollment/person",
    endpoint: "enrollment",
    message: ENROLL,
    body: { ...ENROLLMENT_BODY, firstName: "Pat", lastName: "Doe", dob: "1980-01-01" },
  },
  { method: "GET", path: "/membership/v1/json", endpoint: "membership", message: CARD },
  { method: "GET", path: "/membership/v1/json/people", endpoint: "membership", cardType: "people", message: CARD },
  { method: "GET", path: "/membership/v1/json/pets", endpoint: "membership", cardType: "pets", message: CARD },
  { method: "GET", path: "/search/v1/?query=ator", endpoint: "search", message: SEARCH },
  { method: "GET", path: "/search/v1/popular", endpoint: "search", message: SEARCH },
  { method: "GET", path: "/search/v1/attributes/atorvastatin", endpoint: "search", message: SEARCH },
  { method: "GET", path: "/search/v1/alternatives/?slug=atorvastatin", endpoint: "search", message: SEARCH },
  ...(["people", "pets"] as const).flatMap((cardType): ApiPath[] => [
    {
      method: "POST",
      path: `/pricing/v1/npi/${cardType}`,
      endpoint: "pricing",
      cardType,
      message: PRICE,
      body: { ...PRICE_BODY, npis: ["1003000126"] },
    },
    {
      method: "POST",
      path: `/pricing/v1/region/${cardType}`,
      endpoint: "pricing",
      cardType,
      message: PRICE,
      body: { ...PRICE_BODY, zip: "10001" },
    },
  ]),
  {
    method: "GET",
    path: "/pharmacies/v1/chain?zip=10001&chainCode=CVS",
    endpoint: "pharmacies",
    message: "Lack of permissions to use pharmacy service",
  },
];
