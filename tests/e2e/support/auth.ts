// Helpers for the account end-to-end tests: unique addresses, the stand-ins' mailbox, the database, the
// browser's errors, axe, and the sign-in steps. Selectors are roles, labels and spec text only.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import postgres from "postgres";

export const DEMO_PASSWORD = "demo-password-1";

let counter = 0;

/** A fresh address per test: the e2e database lives for the whole run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Collects console errors and uncaught page errors from the moment it is called. */
export function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error")
      errors.push(`console: ${message.text()} ${message.location().url}`.trim());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export async function expectNoAxeViolations(page: Page) {
  // A control fading from disabled to enabled has, mid-transition, a contrast no user ever reads: let it finish.
  // (Endless ones, such as a spinner's, never finish and are left alone.) Two frames first, so a transition that a
  // state change has just set off is running when we look.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // A toast on its way out fades between its removal being set and the element going: half-transparent text is not
  // what anyone reads, so wait until leaving toasts are gone.
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations).toEqual([]);
}

type MailMessage = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  sentAt: string;
};

function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error("E2E_MAILBOX_URL is not set (playwright.config.ts sets it)");
  return url;
}

/** The newest e-mail to `to` with `subject`, waiting for it to arrive. */
export async function latestMail(to: string, subject: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect(async () => {
    const response = await fetch(`${mailboxUrl()}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as MailMessage[];
    found = messages
      .filter((message) => message.subject === subject)
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
      .at(0);
    expect(found, `an e-mail "${subject}" to ${to}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found as MailMessage;
}

/** The count of e-mails `to` has with `subject`. */
export async function mailCount(to: string, subject: string): Promise<number> {
  const response = await fetch(`${mailboxUrl()}/api/messages?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as MailMessage[];
  return messages.filter((message) => message.subject === subject).length;
}

/** The auth stand-in's verify link in an e-mail. */
export function verifyLink(message: MailMessage): string {
  const link = message.links.find((candidate) => candidate.includes("/auth/v1/verify"));
  if (!link) throw new Error(`no verify link in "${message.subject}"`);
  return link;
}

let sql: postgres.Sql | undefined;

/** The e2e run's database (the Postgres stand-in the launcher started for `--fresh`). */
export function database(): postgres.Sql {
  // Set by playwright.config.ts.
  const port = Number(process.env.E2E_DB_PORT);
  sql ??= postgres(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => {} });
  return sql;
}

export async function closeDatabase() {
  await sql?.end({ timeout: 1 });
  sql = undefined;
}

export type UserRow = {
  id: string;
  email: string;
  name: string | null;
  subscription_tier: string;
  subscription_status: string | null;
  terms_accepted: boolean;
  terms_accepted_at: Date | null;
  marketing_consent: boolean;
  marketing_consent_at: Date | null;
  privacy_policy_accepted: boolean;
  privacy_policy_accepted_at: Date | null;
  created_at: Date;
  auth_created_at: Date;
};

export async function userRow(email: string): Promise<UserRow | undefined> {
  const rows = await database()<UserRow[]>`
    select u.*, a.created_at as auth_created_at
    from public.users u join auth.users a on a.id = u.id
    where lower(u.email) = lower(${email})`;
  return rows[0];
}

/** Opens a page and waits until its scripts have loaded, so forms are handled by React. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Fills and sends the e-mail sign-in form on /signin (retried: a click before hydration does nothing). */
export async function signInWithEmail(page: Page, email: string, password: string, path = "/signin") {
  await gotoHydrated(page, path);
  const form = page.getByRole("form", { name: "Welcome back" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** The top bar shows the signed-in user (their name, or e-mail) and a Sign Out button. */
export async function expectSignedInAs(page: Page, nameOrEmail: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const banner = page.getByRole("banner");
  await expect(banner.getByText(nameOrEmail, { exact: true }).first()).toBeVisible();
  await expect(banner.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveCount(0);
}

export async function expectSignedOut(page: Page) {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign In" }).first()).toBeAttached();
  await expect(banner.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
}

/** Social sign-in through the stand-in's provider page (e-mail and name fields, Continue / Cancel). */
export async function continueAtProvider(page: Page, providerLabel: string, email: string, name: string) {
  await page.getByRole("button", { name: `Continue with ${providerLabel}` }).click();
  await expect(page.getByRole("heading", { name: `Sign in with ${providerLabel}` })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
}
