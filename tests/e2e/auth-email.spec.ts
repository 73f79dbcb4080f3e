import { expect, test } from "@playwright/test";

import {
  closeDatabase,
  collectBrowserErrors,
  DEMO_PASSWORD,
  expectSignedInAs,
  expectSignedOut,
  gotoHydrated,
  latestMail,
  signInWithEmail,
  uniqueEmail,
  userRow,
  verifyLink,
} from "./support/auth";

// Spec strings are written out here on purpose: the test proves the screens use the spec's exact text.

test.afterAll(async () => {
  await closeDatabase();
});

async function signUp(
  page: import("@playwright/test").Page,
  fields: { name: string; email: string; password: string; marketing: boolean },
) {
  await gotoHydrated(page, "/signup");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByLabel("Full name").fill(fields.name);
  await form.getByLabel("Email").fill(fields.email);
  await form.getByLabel("Password", { exact: true }).fill(fields.password);
  await form.getByLabel("Confirm password").fill(fields.password);
  await form.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }).check();
  if (fields.marketing) await form.getByRole("checkbox", { name: /product news/ }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(fields.email, { exact: false })).toBeVisible();
}

test.describe("e-mail sign-up, confirmation, sign-out and sign-in", () => {
  test("a new user signs up, confirms from the e-mail, lands on /builder signed in, signs out and back in", async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page);
    const email = uniqueEmail("signup");
    const password = "first-password-1";
    await signUp(page, { name: "Casey Confirm", email, password, marketing: true });
    expect(errors).toEqual([]);

    // The users row holds the consents from sign-up, with the sign-up time (docs/spec.md, product §3).
    const row = await userRow(email);
    expect(row).toBeDefined();
    expect(row?.name).toBe("Casey Confirm");
    expect(row?.subscription_tier).toBe("free");
    expect(row?.subscription_status).toBe("active");
    expect(row?.terms_accepted).toBe(true);
    expect(row?.privacy_policy_accepted).toBe(true);
    expect(row?.marketing_consent).toBe(true);
    expect(row?.terms_accepted_at?.toISOString()).toBe(row?.auth_created_at.toISOString());
    expect(row?.privacy_policy_accepted_at?.toISOString()).toBe(row?.auth_created_at.toISOString());
    expect(row?.marketing_consent_at?.toISOString()).toBe(row?.auth_created_at.toISOString());

    // Not confirmed yet: the provider's message.
    await signInWithEmail(page, email, password);
    await expect(page.getByRole("form", { name: "Welcome back" }).getByRole("alert")).toHaveText(
      "Email not confirmed",
    );

    const message = await latestMail(email, "Confirm your signup");
    await page.goto(verifyLink(message));
    await expect(page).toHaveURL(/\/builder$/);
    await expectSignedInAs(page, "Casey Confirm");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Cover Letter Builder" }),
    ).toHaveAttribute("href", "/builder");

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);
    await page.goto("/builder");
    await expect(page).toHaveURL(/\/signin\?next=%2Fbuilder$/);

    await signInWithEmail(page, email, password, "/signin?next=%2Fbuilder");
    await expect(page).toHaveURL(/\/builder$/);
    await expectSignedInAs(page, "Casey Confirm");
  });

  test("without marketing consent the row keeps it false with no timestamp", async ({ page }) => {
    const email = uniqueEmail("nomarketing");
    await signUp(page, { name: "Nia Nomail", email, password: "password-22", marketing: false });
    const row = await userRow(email);
    expect(row?.terms_accepted).toBe(true);
    expect(row?.terms_accepted_at).not.toBeNull();
    expect(row?.marketing_consent).toBe(false);
    expect(row?.marketing_consent_at).toBeNull();
  });

  test("a confirmation link used twice says the link has expired on /signin, in our words", async ({
    page,
  }) => {
    const email = uniqueEmail("twice");
    await signUp(page, { name: "Tess Twice", email, password: "password-33", marketing: false });
    const link = verifyLink(await latestMail(email, "Confirm your signup"));
    await page.goto(link);
    await expect(page).toHaveURL(/\/builder$/);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page.getByText("This link is invalid or has expired. Please sign in again or request a new link."),
    ).toBeVisible();
  });
});

test.describe("e-mail sign-in", () => {
  test("wrong password shows the provider's message", async ({ page }) => {
    await signInWithEmail(page, "free@example.com", "not-the-password");
    await expect(page.getByRole("form", { name: "Welcome back" }).getByRole("alert")).toHaveText(
      "Invalid login credentials",
    );
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("an unknown e-mail says 'Email not registered' and offers sign-up with the e-mail filled in", async ({
    page,
  }) => {
    const email = uniqueEmail("unknown");
    await signInWithEmail(page, email, "whatever-1");
    const alert = page.getByRole("form", { name: "Welcome back" }).getByRole("alert");
    await expect(alert).toContainText("Email not registered");
    await alert.getByRole("link", { name: "Create an account with this email" }).click();
    await expect(page).toHaveURL(/\/signup\?/);
    await expect(
      page.getByRole("status").filter({ hasText: "No account uses this email yet." }),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Create your account" }).getByLabel("Email")).toHaveValue(
      email,
    );
  });

  test("goes to the same-origin `next` path after sign-in, and never off-site", async ({ page }) => {
    await signInWithEmail(page, "free@example.com", DEMO_PASSWORD, "/signin?next=%2Fsubscription");
    await expect(page).toHaveURL(/\/subscription$/);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);

    await signInWithEmail(page, "free@example.com", DEMO_PASSWORD, "/signin?next=%2F%2Fevil.example%2Fpath");
    await expect(page).toHaveURL(/localhost:\d+\/builder$/);
  });

  test("signed-out visitors of /builder and /subscription are sent to /signin", async ({ page }) => {
    await page.goto("/builder");
    await expect(page).toHaveURL(/\/signin\?next=%2Fbuilder$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await page.goto("/subscription");
    await expect(page).toHaveURL(/\/signin\?next=%2Fsubscription$/);
  });

  test("a signed-in user opening /signin goes on to the builder", async ({ page }) => {
    await signInWithEmail(page, "free@example.com", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/builder$/);
    await page.goto("/signin");
    await expect(page).toHaveURL(/\/builder$/);
  });
});

test.describe("top bar and footer for signed-in users", () => {
  test("a free user: name, Sign Out, no Premium badge, Manage or Admin; footer links the builder", async ({
    page,
  }) => {
    await signInWithEmail(page, "free@example.com", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/builder$/);
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(banner.getByText("Premium", { exact: true })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Manage" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Cover Letter Builder" }),
    ).toBeVisible();
  });

  test("a premium user sees the Premium badge and Manage", async ({ page }) => {
    await signInWithEmail(page, "premium@example.com", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/builder$/);
    await page.goto("/pricing");
    await page.setViewportSize({ width: 1280, height: 800 });
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Premium", { exact: true }).first()).toBeVisible();
    await expect(banner.getByRole("link", { name: "Manage" })).toHaveAttribute("href", "/subscription");
    await expect(banner.getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  for (const email of ["admin@example.com", "superadmin@example.com"]) {
    test(`${email} sees the Admin link`, async ({ page }) => {
      await signInWithEmail(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/builder$/);
      await page.goto("/");
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(
        page
          .getByRole("banner")
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Admin" }),
      ).toHaveAttribute("href", "/admin");
    });
  }
});
