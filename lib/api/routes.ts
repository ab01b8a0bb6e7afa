// Every route handler URL of the app with its methods: the request screen (request-screen.ts) answers 404 and 405 in
// JSON for anything else under an API area or /api. routes.test.ts checks this list against app/**/route.ts.
import { CONTRACTS } from "./contracts";

export type Route = { path: string; methods: readonly string[] };

// The spec's URL areas (section 9): everything under them is the partner API.
export const API_AREAS = ["search", "eligibility", "membership", "pricing", "pharmacies"] as const;

// Routes that are not partner endpoints: the reference, health checks, and the patient site's own JSON routes
// (app/(site)/api, called by the site's pages with no API key).
const OTHER_ROUTES: Route[] = [
  { path: "/openapi.json", methods: ["GET"] },
  { path: "/docs", methods: ["GET"] },
  { path: "/docs/assets/{file}", methods: ["GET"] },
  { path: "/healthz", methods: ["GET"] },
  { path: "/livez", methods: ["GET"] },
  { path: "/readyz", methods: ["GET"] },
  { path: "/api/basemap", methods: ["GET"] },
  { path: "/metrics", methods: ["GET"] },
  { path: "/api/card", methods: ["POST"] },
  { path: "/api/card/pdf", methods: ["POST"] },
  { path: "/api/locate", methods: ["POST"] },
  { path: "/api/my-medicines", methods: ["POST"] },
  { path: "/api/my-medicines/labels", methods: ["POST"] },
  { path: "/api/nearby", methods: ["POST"] },
  { path: "/api/price-history", methods: ["GET"] },
  { path: "/api/prices", methods: ["POST"] },
  { path: "/api/savings", methods: ["POST"] },
  { path: "/api/search", methods: ["GET"] },
  { path: "/api/stores", methods: ["POST"] },
  { path: "/api/wallet/apple", methods: ["POST"] },
  { path: "/api/wallet/google", methods: ["POST"] },
];

export const ROUTES: Route[] = [
  ...CONTRACTS.map((c) => ({ path: c.path, methods: [c.method.toUpperCase()] })),
  ...OTHER_ROUTES,
];
