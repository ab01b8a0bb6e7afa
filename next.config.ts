import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const nextConfig: NextConfig = {
  // Partners call the spec's URLs exactly as written, with or without a trailing slash: no redirects.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typedRoutes: false,
  // The stylesheet (31 KB, 7 KB compressed) inside the HTML: the first paint waits for no request, so the page's text
  // is painted before the framework's scripts arrive and run (a stylesheet fetched beside them let the scripts run
  // first, and Lighthouse then counted their download and evaluation into LCP). See docs/architecture.md.
  // Each server process loads the pages' and routes' modules right after it is ready (scripts/serve.ts), not while it
  // builds its read models: 0.2-0.6 CPU-seconds and 18 MB of RSS off the way to /readyz 200 (scripts/bench/HISTORY.md,
  // eleventh session).
  experimental: { inlineCss: true, preloadEntriesOnStart: false },
};

// The patient site's messages (messages/*.json) in the locale of the patient's cookie; see lib/site/i18n-request.ts.
export default createNextIntlPlugin("./lib/site/i18n-request.ts")(nextConfig);
