import { expect, test } from "@playwright/test";

import {
  closeDatabase,
  collectBrowserErrors,
  continueAtProvider,
  database,
  expectSignedOut,
  gotoHydrated,
  signInWithEmail,
  uniqueEmail,
  userRow,
} from "./support/auth";
import { armAuthFault, armedAuthFaults, clearAuthFaults } from "./support/auth-faults";
import { confirmedAccount, endAuthSessions, openPasswordResetLink } from "./support/auth-flows";

// docs/spec.md (product) §8 'Sign-in and auth' messages whose cause is a failure: the auth stand-in's fault hook (or the
// database) makes the failure happen, and the screen must say the spec's words. Spec strings are written out
// on purpose. The database failures inside /auth/callback are covered by tests/unit/lib/auth/callback.test.ts.

test.afterEach(async () => {
  await clearAuthFaults();
});

test.afterAll(async () => {
  await closeDatabase();
});

test.describe("sign-in and auth failures", () => {
  test("the auth server failing to sign out: 'Failed to sign out', still signed in; then it works", async ({
    page,
  }) => {
    await signInWithEmail(page, "free@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/builder$/);
    const banner = page.getByRole("banner");
    await armAuthFault({ method: "POST", path: "/logout", status: 500 });

    await banner.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Failed to sign out", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/builder$/);
    await expect(banner.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect(await armedAuthFaults()).toEqual([]);

    // The error toast sits over the top bar's corner until it times out (4 s); then signing out works.
    await page.mouse.move(0, 400);
    await expect(page.getByText("Failed to sign out", { exact: true })).toBeHidden({ timeout: 8000 });
    await banner.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);
  });

  test("the auth server failing to start a social sign-in: 'Failed to sign in with GitHub'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/signin");
    // GoTrue's unexpected-failure shape without a message: the app falls back to its own words.
    await armAuthFault({
      method: "GET",
      path: "/authorize",
      status: 500,
      body: { code: 500, error_code: "unexpected_failure" },
    });
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page.getByText("Failed to sign in with GitHub", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();

    // With a message, the provider's error is shown as it is (docs/spec.md, product §8 'A provider error is rethrown').
    await armAuthFault({
      method: "GET",
      path: "/authorize",
      status: 400,
      body: {
        code: 400,
        error_code: "validation_failed",
        msg: "Unsupported provider: provider is not enabled",
      },
    });
    await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await expect(
      page.getByText("Unsupported provider: provider is not enabled", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Failed to sign in with GitHub")).toHaveCount(0);

    // The failures are used up: the next click reaches the provider.
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  });

  test("the reset session ending before the new password is saved: 'Reset session expired…'", async ({
    page,
  }) => {
    const email = await confirmedAccount(page, "reset-expired", "Rae Expired", "old-password-1");
    const form = await openPasswordResetLink(page, email);

    await endAuthSessions(email);
    await form.getByLabel("New password", { exact: true }).fill("new-password-2");
    await form.getByLabel("Confirm new password").fill("new-password-2");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Reset session expired. Please request a new password reset link.",
    );
    await expect(page.getByRole("heading", { name: "Password updated" })).toHaveCount(0);

    // The password did not change.
    await page.context().clearCookies();
    await signInWithEmail(page, email, "old-password-1");
    await expect(page).toHaveURL(/\/builder$/);
  });

  test("the auth server rejecting a weak password: 'Password is too weak…'; then a new try works", async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page);
    const email = await confirmedAccount(page, "reset-weak", "Wes Weak", "old-password-1");
    const form = await openPasswordResetLink(page, email);

    // The form already asks for 6 characters (the stand-in's only rule), so a stronger rule of the auth server
    // (e.g. leaked-password protection) is what answers weak_password here.
    await armAuthFault({
      method: "PUT",
      path: "/user",
      status: 422,
      body: {
        code: 422,
        error_code: "weak_password",
        msg: "Password is known to be weak and easy to guess, please choose a different one.",
        weak_password: { reasons: ["pwned"] },
      },
    });
    await form.getByLabel("New password", { exact: true }).fill("password123");
    await form.getByLabel("Confirm new password").fill("password123");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Password is too weak. Please choose a stronger password.",
    );
    await expect(form).toBeVisible();

    await form.getByLabel("New password", { exact: true }).fill("new-password-3");
    await form.getByLabel("Confirm new password").fill("new-password-3");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the profile gone when consent is saved: 'Failed to save consent preferences…'", async ({ page }) => {
    const email = uniqueEmail("consent-fail");
    await gotoHydrated(page, "/signin");
    await continueAtProvider(page, "Google", email, "Cody Consent");
    const dialog = page.getByRole("dialog", { name: "Before you continue" });
    await expect(dialog).toBeVisible();

    const row = await userRow(email);
    expect(row).toBeDefined();
    await database()`delete from public.users where id = ${row?.id ?? ""}`;

    await dialog
      .getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" })
      .check();
    await dialog.getByRole("button", { name: "Save and Continue" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Failed to save consent preferences. Please try again.",
    );
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/consent$/);
  });
});
