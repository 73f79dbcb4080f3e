import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The local stand-ins and tests are never part of the app bundle.
  outputFileTracingExcludes: { "*": ["local/**", "tests/**", "bench/**", ".data/**"] },
};

export default nextConfig;
