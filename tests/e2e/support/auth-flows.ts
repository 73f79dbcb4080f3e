// Account steps several specs need: a confirmed e-mail + password account, and a password-reset link opened.
import { expect, type Page } from "@playwright/test";

import { database, gotoHydrated, latestMail, uniqueEmail, verifyLink } from "./auth";

/** Signs up through /signup, opens the confirmation e-mail's link, then drops the browser's cookies. */
export async function confirmedAccount(page: Page, label: string, name: string, password: string) {
  const email = uniqueEmail(label);
  await gotoHydrated(page, "/signup");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(verifyLink(await latestMail(email, "Confirm your signup")));
  await expect(page).toHaveURL(/\/builder$/);
  await page.context().clearCookies();
  return email;
}

/** Asks for a reset link on /forgot-password and opens it: the browser ends on the reset form. */
export async function openPasswordResetLink(page: Page, email: string) {
  await gotoHydrated(page, "/forgot-password");
  const form = page.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(verifyLink(await latestMail(email, "Reset your password")));
  await expect(page).toHaveURL(/\/reset-password$/);
  const resetForm = page.getByRole("form", { name: "Choose a new password" });
  await expect(resetForm).toBeVisible();
  return resetForm;
}

/** Ends every auth session of the account on the server, as an expiry or a sign-out elsewhere would. */
export async function endAuthSessions(email: string) {
  await database()`
    delete from auth.sessions
    where user_id = (select id from auth.users where lower(email) = lower(${email}))`;
}
