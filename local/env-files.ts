import { existsSync, readFileSync } from "node:fs";

// The variables that must point at the stand-ins while `npm run dev` runs.
const SERVICE_URL_VARIABLES = ["DATABASE_URL", "NEXT_PUBLIC_SUPABASE_URL", "STRIPE_API_BASE"];
const ENV_FILES = [".env", ".env.local", ".env.development", ".env.development.local"];

function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match?.[1]) continue;
    values[match[1]] = (match[2] ?? "").replace(/^(['"])(.*)\1$/, "$2");
  }
  return values;
}

function isLoopback(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return host === "localhost" || host === "[::1]" || host.startsWith("127.");
  } catch {
    return false;
  }
}

/** Lines explaining which .env entries point at real services (the launcher overrides them). */
export function describeRealServiceEntries(cwd: string): string[] {
  const notes: string[] = [];
  for (const file of ENV_FILES) {
    const path = `${cwd}/${file}`;
    if (!existsSync(path)) continue;
    const values = parseEnvFile(readFileSync(path, "utf8"));
    for (const name of SERVICE_URL_VARIABLES) {
      const value = values[name];
      if (value && !isLoopback(value)) {
        const host = (() => {
          try {
            return new URL(value).host;
          } catch {
            return "a non-local address";
          }
        })();
        notes.push(`${file} sets ${name} to ${host}.`);
      }
    }
  }
  return notes;
}
