import { expect, test, type Page } from "@playwright/test";

import {
  closeDatabase,
  expectNoAxeViolations,
  gotoHydrated,
  latestMail,
  mailCount,
  signInWithEmail,
  uniqueEmail,
  verifyLink,
} from "./support/auth";
import { confirmedAccount as signUpConfirmedAccount } from "./support/auth-flows";

// Spec strings are written out here on purpose: the test proves the screens use the spec's exact text.

test.afterAll(async () => {
  await closeDatabase();
});

/** A confirmed e-mail + password account, made through the sign-up screen and its e-mail. */
function confirmedAccount(page: Page, password: string): Promise<string> {
  return signUpConfirmedAccount(page, "reset", "Riley Reset", password);
}

async function requestReset(page: Page, email: string) {
  await gotoHydrated(page, "/forgot-password");
  const form = page.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Send Reset Link" }).click();
}

test.describe("forgot and reset password", () => {
  test("reset by e-mail, then sign in with the new password only", async ({ page }) => {
    const email = await confirmedAccount(page, "old-password-1");

    await requestReset(page, email);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try a different email address" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" }).first()).toHaveAttribute(
      "href",
      "/signin",
    );
    await expectNoAxeViolations(page);

    await page.goto(verifyLink(await latestMail(email, "Reset your password")));
    await expect(page).toHaveURL(/\/reset-password$/);
    const form = page.getByRole("form", { name: "Choose a new password" });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("New password", { exact: true }).fill("new-password-2");
    await form.getByLabel("Confirm new password").fill("new-password-3");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();

    await form.getByLabel("Confirm new password").fill("new-password-2");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
    // Signed out, then /signin after 3 s with the message.
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });
    await expect(
      page.getByText("Password updated successfully. Please sign in with your new password."),
    ).toBeVisible();

    await signInWithEmail(page, email, "old-password-1");
    await expect(page.getByRole("form", { name: "Welcome back" }).getByRole("alert")).toHaveText(
      "Invalid login credentials",
    );
    await signInWithEmail(page, email, "new-password-2");
    await expect(page).toHaveURL(/\/builder$/);
  });

  test("a used or expired reset link shows 'Invalid or Expired Link' with its two links", async ({
    page,
  }) => {
    const email = await confirmedAccount(page, "old-password-1");
    await requestReset(page, email);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const link = verifyLink(await latestMail(email, "Reset your password"));
    await page.goto(link);
    await expect(page.getByRole("form", { name: "Choose a new password" })).toBeVisible();
    await page.context().clearCookies();

    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?error=invalid_link$/);
    await expect(page.getByRole("heading", { level: 1, name: "Invalid or Expired Link" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/signin",
    );
    await expectNoAxeViolations(page);
  });

  test("without a session or tokens /reset-password is the invalid-link view", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { level: 1, name: "Invalid or Expired Link" })).toBeVisible();
  });

  test("bad tokens in the query are checked and rejected", async ({ page }) => {
    await page.goto("/reset-password?access_token=not-a-token&refresh_token=not-a-token");
    await expect(page.getByRole("heading", { level: 1, name: "Invalid or Expired Link" })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test("an unknown address gets 'No account found with this email address.' and no e-mail", async ({
    page,
  }) => {
    const email = uniqueEmail("nobody");
    await requestReset(page, email);
    await expect(page.getByRole("form", { name: "Reset your password" }).getByRole("alert")).toHaveText(
      "No account found with this email address.",
    );
    expect(await mailCount(email, "Reset your password")).toBe(0);
  });

  test("a second request within a minute gets the rate-limit message; 'Try a different email address' goes back", async ({
    page,
  }) => {
    const email = await confirmedAccount(page, "old-password-1");
    await requestReset(page, email);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await page.getByRole("button", { name: "Try a different email address" }).click();
    const form = page.getByRole("form", { name: "Reset your password" });
    await expect(form.getByLabel("Email")).toHaveValue("");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Too many requests. Please wait a few minutes before trying again.",
    );
  });

  test("validates the e-mail field", async ({ page }) => {
    await requestReset(page, "not-an-email");
    await expect(
      page.getByRole("form", { name: "Reset your password" }).getByText("Invalid email address"),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Reset your password" }).getByLabel("Email")).toBeFocused();
  });
});
