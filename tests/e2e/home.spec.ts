import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// Spec strings are written out here on purpose: the test proves the page uses the spec's exact text.

/** Collects console errors and uncaught page errors from the moment it is called. */
function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error")
      errors.push(`console: ${message.text()} ${message.location().url}`.trim());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Clicks the phone menu button until the menu shows (a click before hydration finishes does nothing). */
async function openMenu(page: Page) {
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe("home page", () => {
  test("loads without console or page errors", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    // After hydration the router prefetches every visible link; give those requests time to report failures.
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);
  });

  test("shows the hero with its two calls to action", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Create Professional Cover Letters in Minutes",
    );
    await expect(page.getByRole("link", { name: "Start Building Now" })).toHaveAttribute("href", "/builder");

    const seeFeatures = page.getByRole("link", { name: "See Features" });
    await expect(seeFeatures).toHaveAttribute("href", "#features");
    await seeFeatures.click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.getByRole("heading", { level: 3, name: "AI-Powered Content" })).toBeInViewport();
  });

  test("lists the three feature cards", async ({ page }) => {
    await page.goto("/");
    for (const title of ["AI-Powered Content", "AI CV Improvements", "Formatting Controls"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
  });

  test("explains how it works in four numbered steps", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "How it works" });
    await expect(section.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();

    const steps = section.getByRole("list").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText(/add your inputs/i);
    await expect(steps.nth(1)).toContainText(/generate/i);
    await expect(steps.nth(2)).toContainText(/format/i);
    await expect(steps.nth(3)).toContainText(/export/i);
  });

  test("shows the stats and a closing call to action to the builder", async ({ page }) => {
    await page.goto("/");
    for (const value of ["10,000+", "95%", "50+"]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    const closing = page.getByRole("region", { name: "Your next application starts here" });
    await expect(closing.getByRole("link", { name: "Write My Cover Letter" })).toHaveAttribute(
      "href",
      "/builder",
    );
  });

  test("has a top bar with the signed-out links and the current page marked", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const banner = page.getByRole("banner");
    const nav = banner.getByRole("navigation", { name: "Main" });

    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Builder" })).toHaveAttribute("href", "/builder");
    await expect(nav.getByRole("link", { name: "Builder" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await expect(banner.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(banner.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  });

  test("has a footer with support e-mail, legal links and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    await expect(footer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer.getByRole("link", { name: "Cover Letter Builder" })).toHaveCount(0); // signed out
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Cover Letter Builder. All rights reserved.`,
    );
  });

  test("offers a skip link as the first stop of the keyboard", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("has no WCAG 2 A/AA violations", async ({ page }) => {
    await page.goto("/");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("home page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens the menu from the keyboard and shows the same links", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto("/");

    const menuButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeHidden();

    // Retried because a key press before hydration finishes has no handler to reach.
    await expect(async () => {
      await menuButton.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const nav = menu.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Builder" })).toHaveAttribute("href", "/builder");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
    await expect(menu.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");

    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("closes the menu when a link is followed", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await openMenu(page);
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(menu).toBeHidden();
  });

  test("closes the menu when the page behind it is clicked", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await openMenu(page);
    await page.mouse.click(10, 400); // left of the panel, on the dimmed page
    await expect(menu).toBeHidden();
  });

  test("has no WCAG 2 A/AA violations", async ({ page }) => {
    await page.goto("/");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations).toEqual([]);
  });
});
