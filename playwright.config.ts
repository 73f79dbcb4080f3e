import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { isPortFree, findFreePort } from "./local/ports.ts";

// End-to-end runs use their own ports and a throwaway database, so they never touch `npm run dev` data. The defaults
// sit below Linux's ephemeral range (32768+); one that is taken anyway is swapped for a free port. The choice goes
// into process.env, which the workers inherit, so they (loading this file again) see the same ports.
async function port(name: string, preferred: number): Promise<number> {
  const chosen = process.env[name]
    ? Number(process.env[name])
    : (await isPortFree(preferred))
      ? preferred
      : await findFreePort();
  process.env[name] = String(chosen);
  return chosen;
}
const appPort = await port("E2E_APP_PORT", 3210);
const dbPort = await port("E2E_DB_PORT", 25422);
const authPort = await port("E2E_AUTH_PORT", 25421);
const mailPort = await port("E2E_MAIL_PORT", 25424);
// The app is pointed at a scripted gateway here; it is only used once a test saves an AI key in the settings.
const gatewayPort = await port("E2E_GATEWAY_PORT", 25425);
// The Stripe stand-in: test checkout and billing portal pages, and the test controls (renewals, replays).
const stripePort = await port("E2E_STRIPE_PORT", 25426);
// Tests read the stand-ins' mailbox (confirmation and reset e-mails) here.
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${mailPort}`;
process.env.E2E_SUPABASE_URL ??= `http://127.0.0.1:${authPort}`;
process.env.E2E_STRIPE_URL ??= `http://127.0.0.1:${stripePort}`;
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A production build served by `next start`, on the local stand-ins.
    command: "node local/launcher.ts start --fresh --build",
    env: {
      PORT: String(appPort),
      LOCAL_DB_PORT: String(dbPort),
      LOCAL_AUTH_PORT: String(authPort),
      LOCAL_MAIL_PORT: String(mailPort),
      LOCAL_STRIPE_PORT: String(stripePort),
      AI_GATEWAY_BASE_URL: `http://127.0.0.1:${gatewayPort}/v1`,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    url: `http://localhost:${appPort}`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
