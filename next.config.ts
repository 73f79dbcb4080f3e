import type { NextConfig } from "next";

const production = process.env.NODE_ENV === "production";

/**
 * On every response, pages, route handlers and files alike (docs/decisions.md 'Security headers'). The pages'
 * Content-Security-Policy, with its nonce, comes from proxy.ts.
 */
const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

/** Route handlers answer JSON or files, never a document that runs anything. */
const noContentPolicy = {
  key: "Content-Security-Policy",
  value: "default-src 'none'; frame-ancestors 'none'",
};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The local stand-ins and tests are never part of the app bundle.
  outputFileTracingExcludes: { "*": ["local/**", "tests/**", "bench/**", ".data/**"] },
  // The letter fonts are read from the font package at run time (lib/documents/fonts-files.ts).
  outputFileTracingIncludes: { "/fonts/[version]/[file]": ["./node_modules/dejavu-fonts-ttf/ttf/*.ttf"] },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [noContentPolicy] },
      { source: "/fonts/:path*", headers: [noContentPolicy] },
    ];
  },
};

export default nextConfig;
