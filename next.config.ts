import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Partners call the spec's URLs exactly as written, with or without a trailing slash: no redirects.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
