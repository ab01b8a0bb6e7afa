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

export const API_PATHS: ApiPath[] = [
  { method: "GET", path: "/membership/v1/json", endpoint: "membership", message: CARD },
  { method: "GET", path: "/membership/v1/json/people", endpoint: "membership", cardType: "people", message: CARD },
  { method: "GET", path: "/membership/v1/json/pets", endpoint: "membership", cardType: "pets", message: CARD },
  { method: "GET", path: "/search/v1/?query=ator", endpoint: "search", message: SEARCH },
  { method: "GET", path: "/search/v1/popular", endpoint: "search", message: SEARCH },
  { method: "GET", path: "/search/v1/attributes/atorvastatin", endpoint: "search", message: SEARCH },
  { method: "GET", path: "/search/v1/alternatives/?slug=atorvastatin", endpoint: "search", message: SEARCH },
];
