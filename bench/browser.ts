// Headless Chromium for the benchmarks (the Chromium of README.md "Tests", or CHROMIUM_PATH), and a signed-in session.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password-1";

export function launch(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

export type Session = {
  /** For new browser contexts. */
  storage: Awaited<ReturnType<BrowserContext["storageState"]>>;
  /** For plain HTTP requests and Lighthouse. */
  cookie: string;
};

/** Signs in through the /signin form once; later contexts and requests reuse the session cookies. */
export async function signIn(browser: Browser, origin: string, email: string): Promise<Session> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/signin`, { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Welcome back" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/builder");
    const cookie = (await page.context().cookies(origin))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    return { storage: await page.context().storageState(), cookie };
  } finally {
    await page.context().close();
  }
}
