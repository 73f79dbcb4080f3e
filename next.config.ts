import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The local stand-ins and tests are never part of the app bundle.
  outputFileTracingExcludes: { "*": ["local/**", "tests/**", "bench/**", ".data/**"] },
  // The letter fonts are read from the font package at run time (lib/documents/fonts-files.ts).
  outputFileTracingIncludes: { "/fonts/[version]/[file]": ["./node_modules/dejavu-fonts-ttf/ttf/*.ttf"] },
};

export default nextConfig;
