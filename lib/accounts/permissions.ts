// The endpoints and card types an account can be enabled for, and the spec's 403 message for each (section 5).

// The partner API's endpoints: what a new account may call unless told otherwise.
export const PARTNER_ENDPOINTS = [
  "search",
  "eligibility",
  "enrollment",
  "membership",
  "pricing",
  "pharmacies",
] as const;
// "operations": the server's detail, /healthz's and /metrics (an operator's monitoring key, never a partner's).
export const ENDPOINTS = [...PARTNER_ENDPOINTS, "operations"] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

export const CARD_TYPES = ["people", "pets"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const PERMISSION_MESSAGES: Record<Endpoint, string> = {
  search: "Lack of permissions to use medication search service",
  eligibility: "Lack of permissions to check eligibility",
  enrollment: "Lack of permissions to process enrollment",
  membership: "Lack of permissions to generate card",
  pricing: "Lack of permissions to price",
  pharmacies: "Lack of permissions to use pharmacy service",
  operations: "Lack of permissions to read the server's health detail and metrics",
};
