// POST /api/wallet/apple: the browser's card as a signed Apple Wallet pass (.pkpass), when signing is configured
import { ApiError } from "@/lib/platform/errors";
import { findCardForExport } from "@/lib/site/find-card-for-export";
import { cardReference } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";
import { buildApplePass, PKPASS_CONTENT_TYPE } from "@/lib/wallet/build-apple-pass";
import { readAppleWalletConfig } from "@/lib/wallet/wallet-config";

export const POST = siteRoute(cardReference, async (reference) => {
  const { config } = readAppleWalletConfig();
  if (!config) throw new ApiError("not_found", "Apple Wallet passes are not configured.");
  const pass = buildApplePass({ ...(await findCardForExport(reference)), config });
  return new Response(new Uint8Array(pass), {
    headers: {
      "content-type": PKPASS_CONTENT_TYPE,
      "content-disposition": `attachment; filename="rxcard-${reference.cardType}.pkpass"`,
      "cache-control": "no-store",
    },
  });
});
