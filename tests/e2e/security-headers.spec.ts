// Security headers and ending sessions (docs/decisions.md 'Security headers', 'Ending sessions'): every kind of
// response carries the headers; pages run under a nonce CSP with no violation, through a generated letter, a PDF
// upload (the pdf.js worker) and a PDF export; the session cookie is HttpOnly; a signed-out session's cookies no
// longer open anything; "Sign out everywhere" on /account ends every device's session.
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";

import { confirmedAccount } from "./support/auth-flows.ts";
import {
  closeDatabase,
  collectBrowserErrors,
  DEMO_PASSWORD,
  gotoHydrated,
  signInWithEmail,
} from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { cvPdf, fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

const PASSWORD = "headers-pass-123";

test.afterAll(closeDatabase);

function expectSecurityHeaders(response: Response | APIResponse, policy: RegExp) {
  const headers = response.headers();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(headers["content-security-policy"] ?? "").toMatch(policy);
}

const PAGE_POLICY = /script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*frame-ancestors 'none'/;

/** Records every CSP violation the page reports, workers' included. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("every kind of response carries the security headers", async ({ page, request }) => {
  const home = await page.goto("/");
  expectSecurityHeaders(home!, PAGE_POLICY);
  const chunk = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  expectSecurityHeaders(await request.get(chunk!), /^$/);
  expectSecurityHeaders(await request.get("/api/ai/usage"), /^default-src 'none'; frame-ancestors 'none'$/);

  await openBuilderAs(page, "free@example.com", DEMO_PASSWORD);
  expectSecurityHeaders((await page.reload())!, PAGE_POLICY);
  const nonces = new Set<string>();
  for (let visit = 0; visit < 2; visit++) {
    const policy = (await page.reload())!.headers()["content-security-policy"]!;
    nonces.add(/'nonce-([^']+)'/.exec(policy)![1]!);
  }
  expect(nonces.size).toBe(2);
});

test("pages run with no CSP violation: marketing, sign-in, and the builder through an upload, a letter and a PDF", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectBrowserErrors(page);
  const violations = await collectViolations(page);
  for (const path of ["/", "/pricing", "/privacy-policy", "/signin"]) {
    await gotoHydrated(page, path);
    expect(await violations(), path).toEqual([]);
  }

  await resetBuilderState("premium@example.com");
  await openBuilderAs(page, "premium@example.com", DEMO_PASSWORD);
  // A PDF CV is read by the pdf.js worker.
  await fillInput(page, CV_TEXT);
  await page.getByRole("radio", { name: "Upload File" }).click();
  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "jane-doe-cv.pdf", mimeType: "application/pdf", buffer: cvPdf() });
  await expect(page.getByLabel("Extracted text (you can edit it)")).toHaveValue(/Jane Doe/);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  await download;
  await expect(page.getByText("PDF downloaded successfully!")).toBeVisible();

  expect(await violations()).toEqual([]);
  expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
});

test("the session cookie is HttpOnly; after sign-out its old cookies open neither /builder nor /api", async ({
  page,
}) => {
  const email = await confirmedAccount(page, "replay", "Rhea Replay", PASSWORD);
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/builder$/);
  const session = (await page.context().cookies()).filter((cookie) => cookie.name.includes("auth-token"));
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect((await page.request.get("/api/history")).status()).toBe(200);

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().addCookies(session);

  await page.goto("/builder");
  await expect(page).toHaveURL(/\/signin/);
  expect((await page.request.get("/api/history")).status()).toBe(401);
});

test("/account shows the account and its sign-in method; Sign out everywhere ends every device's session", async ({
  page,
  browser,
}) => {
  const email = await confirmedAccount(page, "everywhere", "Evan Everywhere", PASSWORD);
  const other = await browser.newPage();
  await signInWithEmail(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/builder$/);

  await signInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/builder$/);
  await page.getByRole("banner").getByRole("link", { name: "Account: Evan Everywhere" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText("E-mail and password")).toBeVisible();

  await main.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sign out everywhere?" });
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText("You have been signed out on every device.")).toBeVisible();

  expect((await other.request.get("/api/history")).status()).toBe(401);
  await other.goto("/builder");
  await expect(other).toHaveURL(/\/signin/);
  await other.close();
});
