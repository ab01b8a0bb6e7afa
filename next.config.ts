import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const nextConfig: NextConfig = {
  // Partners call the spec's URLs exactly as written, with or without a trailing slash: no redirects.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typedRoutes: false,
};

// The patient site's messages (messages/*.json) in the locale of the patient's cookie; see lib/site/i18n-request.ts.
export default createNextIntlPlugin("./lib/site/i18n-request.ts")(nextConfig);
