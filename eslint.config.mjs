import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const LOCAL_BAN = {
  group: ["**/local/**", "@/local/**"],
  message: "app/, components/ and lib/ must not import the local stand-ins.",
};
const APP_BAN = {
  group: ["@/app/**", "**/app/**"],
  message: "Imports go app → components → lib: only app/ may import app/.",
};
const COMPONENTS_BAN = {
  group: ["@/components/**", "**/components/**"],
  message: "lib/ never imports components/: move the shared code into lib/.",
};

function importBans(files, bans) {
  return [{ files, rules: { "no-restricted-imports": ["error", { patterns: [LOCAL_BAN, ...bans] }] } }];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  // Import direction (docs/architecture.md 'Folders'): app → components → lib, and nothing in them imports the
  // local stand-ins. ESLint's flat config replaces a rule per matching block, so each block lists all its bans.
  ...importBans(["app/**", "proxy.ts"], []),
  ...importBans(["components/**"], [APP_BAN]),
  ...importBans(["lib/**"], [APP_BAN, COMPONENTS_BAN]),
  {
    // Session cookies are written in one place: the route pipeline (lib/http/define-route.ts).
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    ignores: ["lib/http/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Identifier[name='applySessionCookies']",
          message: "Session cookies are written by defineRoute (lib/http/define-route.ts).",
        },
        {
          selector: "Literal[value=/^set-cookie$/i]",
          message: "Don't build Set-Cookie by hand: return a response from a defineRoute handler (lib/http).",
        },
      ],
    },
  },
  {
    // The product logs through console.warn and console.error only: a stray debugging print costs every request.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    rules: { "no-console": ["error", { allow: ["warn", "error", "info"] }] },
  },
]);
