// POST /api/card: issues a new membership card of the site account (people or pets); the browser keeps it
import { issueSiteCard } from "@/lib/site/issue-site-card";
import { cardRequest } from "@/lib/site/schemas";
import { CARD_ISSUE_RATE } from "@/lib/site/limit-site-rate";
import { siteRoute } from "@/lib/api/site-route";

export const POST = siteRoute(
  cardRequest,
  async ({ cardType }) => {
    const { type, memberId, group, bin, pcn } = await issueSiteCard({ cardType });
    return { type, memberId, group, bin, pcn };
  },
  { rate: CARD_ISSUE_RATE },
);
