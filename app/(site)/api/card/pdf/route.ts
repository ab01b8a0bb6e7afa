// POST /api/card/pdf: the browser's card as a wallet-card-sized PDF (a form post, so no member id in any URL); any
// well-formed member id gets a card, so the route tells no one which ids exist (find-card-for-pdf.ts)
import { findCardForPdf } from "@/lib/site/find-card-for-pdf";
import { cardReference } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";
import { buildCardPdf } from "@/lib/wallet/build-card-pdf";

export const POST = siteRoute(cardReference, async (reference) => {
  const pdf = await buildCardPdf(await findCardForPdf(reference));
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="rxcard-${reference.cardType}.pdf"`,
      "cache-control": "no-store",
    },
  });
});
