// POST /api/wallet/google: a "Save to Google Wallet" link for the browser's card, when signing is configured
import { ApiError } from "@/lib/platform/errors";
import { findCardForExport } from "@/lib/site/find-card-for-export";
import { readPreferences } from "@/lib/site/read-preferences";
import { cardReference } from "@/lib/site/schemas";
import { siteRoute } from "@/lib/api/site-route";
import { buildGoogleWalletLink } from "@/lib/wallet/build-google-wallet-link";
import { readGoogleWalletConfig } from "@/lib/wallet/wallet-config";

export const POST = siteRoute(cardReference, async (reference) => {
  const { config } = readGoogleWalletConfig();
  if (!config) throw new ApiError("not_found", "Google Wallet passes are not configured.");
  const [{ locale }, exported] = await Promise.all([readPreferences(), findCardForExport(reference)]);
  return { url: await buildGoogleWalletLink({ ...exported, config, locale }) };
});
