// The message namespaces each page's client components use: only these go to the browser with the page (every
// namespace went with every page before, 13-16 KB of each page's HTML for the browser to parse). The page files are
// named beside each list so that components/site/client-messages.test.ts can check it against what they import.
import type messages from "../../messages/en-US.json";

export type Namespace = keyof typeof messages;

export const CLIENT_NAMESPACES = {
  home: { page: "app/(site)/page.tsx", namespaces: ["search"] },
  drug: { page: "app/(site)/drug/[slug]/page.tsx", namespaces: ["drug", "nearby", "chain", "myMedicines"] },
  drugNotFound: { page: "app/(site)/drug/[slug]/not-found.tsx", namespaces: ["search"] },
  chain: { page: "app/(site)/drug/[slug]/chain/[code]/page.tsx", namespaces: ["chain"] },
  card: { page: "app/(site)/card/page.tsx", namespaces: ["card", "site", "pharmacist", "drug"] },
  cardOpen: { page: "app/(site)/card/open/page.tsx", namespaces: ["cardLink", "card", "site"] },
  myMedicines: { page: "app/(site)/my-medicines/page.tsx", namespaces: ["myMedicines", "nearby", "drug"] },
} as const satisfies Record<string, { page: string; namespaces: readonly Namespace[] }>;

export type ClientPage = keyof typeof CLIENT_NAMESPACES;
