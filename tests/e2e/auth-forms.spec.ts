import { expect, test } from "@playwright/test";

import { collectBrowserErrors, expectNoAxeViolations, gotoHydrated } from "./support/auth";

// Spec strings are written out here on purpose: the test proves the screens use the spec's exact text.

const SCREENS = [
  { path: "/signin", title: "Sign In | Cover Letter Builder", heading: "Welcome back" },
  { path: "/signup", title: "Sign Up | Cover Letter Builder", heading: "Create your account" },
  {
    path: "/forgot-password",
    title: "Forgot Password | Cover Letter Builder",
    heading: "Reset your password",
  },
  {
    path: "/reset-password",
    title: "Reset Password | Cover Letter Builder",
    heading: "Invalid or Expired Link",
  },
] as const;

test.describe("account screens", () => {
  for (const screen of SCREENS) {
    test(`${screen.path} loads without errors, with one h1 and no WCAG 2 A/AA violations`, async ({
      page,
    }) => {
      const errors = collectBrowserErrors(page);
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(screen.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
      await expectNoAxeViolations(page);
      await page.waitForTimeout(1000); // link prefetches report failures after hydration
      expect(errors).toEqual([]);
    });
  }

  test("sign-in offers the three social providers, the e-mail form and links to sign-up and reset", async ({
    page,
  }) => {
    await page.goto("/signin");
    for (const provider of ["Google", "GitHub", "LinkedIn"]) {
      await expect(page.getByRole("button", { name: `Continue with ${provider}` })).toBeVisible();
    }
    const form = page.getByRole("form", { name: "Welcome back" });
    await expect(form.getByLabel("Email")).toBeVisible();
    await expect(form.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(form.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("sign-in validates both fields and shows the messages", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    const form = page.getByRole("form", { name: "Welcome back" });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/signin$/);
    await expectNoAxeViolations(page);

    await form.getByLabel("Email").fill("someone@example.com");
    await expect(form.getByText("Invalid email address")).toHaveCount(0);
  });

  test("the password can be shown and hidden from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    const form = page.getByRole("form", { name: "Welcome back" });
    const password = form.getByLabel("Password", { exact: true });
    await password.fill("secret-1");
    await expect(password).toHaveAttribute("type", "password");
    await form.getByRole("button", { name: "Show password" }).focus();
    await page.keyboard.press("Enter");
    await expect(password).toHaveAttribute("type", "text");
    await expect(form.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  });

  test("sign-up validates every field with the spec's messages", async ({ page }) => {
    await gotoHydrated(page, "/signup");
    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(
      form.getByText("You must accept the Terms of Service and Privacy Policy", { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel("Full name").fill("Val Idate");
    await form.getByLabel("Email").fill("val@example.com");
    await form.getByLabel("Password", { exact: true }).fill("secret-1");
    await form.getByLabel("Confirm password").fill("secret-2");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
  });

  test("sign-up shows the benefits, the legal links, the social buttons and the support contact", async ({
    page,
  }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "What you get" })).toBeVisible();
    await expect(page.getByRole("complementary").getByRole("listitem")).not.toHaveCount(0);
    const form = page.getByRole("form", { name: "Create your account" });
    await expect(form.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    for (const provider of ["Google", "GitHub", "LinkedIn"]) {
      await expect(page.getByRole("button", { name: `Continue with ${provider}` })).toBeVisible();
    }
    await expect(page.getByRole("complementary").getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:.+@.+/,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/signin",
    );
  });

  test("sign-up on a phone has no WCAG 2 A/AA violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/signup");
    await expectNoAxeViolations(page);
  });

  test("/oauth/success and the consent page send signed-out visitors to /signin", async ({ page }) => {
    await page.goto("/oauth/success");
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto("/auth/consent");
    await expect(page).toHaveURL(/\/signin$/);
  });
});
