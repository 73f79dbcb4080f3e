import { expect, test, type Page } from "@playwright/test";

import {
  closeDatabase,
  collectBrowserErrors,
  continueAtProvider,
  expectNoAxeViolations,
  expectSignedInAs,
  expectSignedOut,
  gotoHydrated,
  uniqueEmail,
  userRow,
} from "./support/auth";

// Spec strings are written out here on purpose: the test proves the screens use the spec's exact text.

test.afterAll(async () => {
  await closeDatabase();
});

const PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "github", label: "GitHub" },
  { id: "linkedin", label: "LinkedIn" },
] as const;

function consentDialog(page: Page) {
  return page.getByRole("dialog", { name: "Before you continue" });
}

test.describe("social sign-in", () => {
  for (const provider of PROVIDERS) {
    test(`${provider.label}: a new user accepts the terms in the consent modal and ends on /builder`, async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page);
      const email = uniqueEmail(provider.id);
      await gotoHydrated(page, "/signin");
      await continueAtProvider(page, provider.label, email, `Sam ${provider.label}`);

      const dialog = consentDialog(page);
      await expect(dialog).toBeVisible();
      expect(await userRow(email)).toMatchObject({ terms_accepted: false, marketing_consent: false });
      await expectNoAxeViolations(page);

      await dialog.getByRole("button", { name: "Save and Continue" }).click();
      await expect(
        dialog.getByText("You must accept the Terms of Service and Privacy Policy to continue"),
      ).toBeVisible();

      await dialog
        .getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" })
        .check();
      if (provider.id === "github") await dialog.getByRole("checkbox", { name: /product news/ }).check();
      await dialog.getByRole("button", { name: "Save and Continue" }).click();

      await expect(page).toHaveURL(/\/oauth\/success$/);
      await expect(page.getByRole("heading", { level: 1, name: "You're All Set" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(page).toHaveURL(/\/builder$/, { timeout: 6000 });
      await expectSignedInAs(page, `Sam ${provider.label}`);

      const row = await userRow(email);
      expect(row?.terms_accepted).toBe(true);
      expect(row?.terms_accepted_at).not.toBeNull();
      expect(row?.privacy_policy_accepted).toBe(true);
      expect(row?.marketing_consent).toBe(provider.id === "github");
      expect(row?.marketing_consent_at === null).toBe(provider.id !== "github");

      // Replace, not push: going back does not return to the success page.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/oauth\/success$/);
      expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    });
  }

  test("closing the consent modal says consent is required, signs out and goes to /signin", async ({
    page,
  }) => {
    const email = uniqueEmail("decline");
    await gotoHydrated(page, "/signup");
    await continueAtProvider(page, "Google", email, "Dee Decline");
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Consent is required to use our service.")).toBeVisible();
    await expectSignedOut(page);
    await page.goto("/builder");
    await expect(page).toHaveURL(/\/signin\?next=%2Fbuilder$/);
    expect((await userRow(email))?.terms_accepted).toBe(false);
  });

  test("Escape closes the consent modal the same way", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    await continueAtProvider(page, "GitHub", uniqueEmail("escape"), "Eli Escape");
    await expect(consentDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Consent is required to use our service.")).toBeVisible();
  });

  test("a user who already accepted the terms goes straight to /builder", async ({ page }) => {
    const email = uniqueEmail("returning");
    await gotoHydrated(page, "/signin");
    await continueAtProvider(page, "LinkedIn", email, "Rae Return");
    const dialog = consentDialog(page);
    await dialog
      .getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" })
      .check();
    await dialog.getByRole("button", { name: "Save and Continue" }).click();
    await expect(page).toHaveURL(/\/builder$/, { timeout: 8000 });
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();

    await gotoHydrated(page, "/signin");
    await continueAtProvider(page, "LinkedIn", email, "Rae Return");
    await expect(page).toHaveURL(/\/builder$/);
    await expect(consentDialog(page)).toHaveCount(0);
    await expectSignedInAs(page, "Rae Return");
  });

  test("social sign-in keeps the `next` path", async ({ page }) => {
    const email = uniqueEmail("next");
    await gotoHydrated(page, "/signin");
    await continueAtProvider(page, "Google", email, "Nat Next");
    const dialog = consentDialog(page);
    await dialog
      .getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" })
      .check();
    await dialog.getByRole("button", { name: "Save and Continue" }).click();
    await expect(page).toHaveURL(/\/builder$/, { timeout: 8000 });
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);

    await gotoHydrated(page, "/signin?next=%2Fsubscription");
    await continueAtProvider(page, "Google", email, "Nat Next");
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test("cancelling at the provider returns to /signin with our words, not the provider's", async ({
    page,
  }) => {
    await gotoHydrated(page, "/signin");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with GitHub" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Sign-in was cancelled. Please try again.")).toBeVisible();
    await expect(page.getByText("The user cancelled the sign-in at the provider.")).toHaveCount(0);
    await expectSignedOut(page);
  });

  test("a link's own error text is never shown, in the query or the fragment", async ({ page }) => {
    const lure = "Your account is locked. Call +1 555 0100 to unlock it.";
    await page.goto(`/auth/callback?error=server_error&error_description=${encodeURIComponent(lure)}`);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Authentication failed")).toBeVisible();
    await expect(page.getByText(lure)).toHaveCount(0);

    await page.goto(
      `/auth/callback#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent(lure)}`,
    );
    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page.getByText("This link is invalid or has expired. Please sign in again or request a new link."),
    ).toBeVisible();
    await expect(page.getByText(lure)).toHaveCount(0);
  });

  test("a callback without a code says 'Authentication failed'", async ({ page }) => {
    await page.goto("/auth/callback");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Authentication failed")).toBeVisible();
  });

  test("a callback with a code that cannot be exchanged says 'Authentication failed'", async ({ page }) => {
    await page.goto("/auth/callback?code=not-a-real-code");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Authentication failed")).toBeVisible();
  });
});
