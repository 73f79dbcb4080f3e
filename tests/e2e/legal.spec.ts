import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// docs/spec.md (product) §2 (routes, 'January 21, 2025') and §9 (privacy and terms constants), written out verbatim.

const termsRoutes = ["/terms-of-service", "/terms"];
const privacyRoutes = ["/privacy-policy", "/privacy"];

for (const route of termsRoutes) {
  test(`${route} serves the Terms of Service`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(/Terms of Service/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const main = page.getByRole("main");
    await expect(main).toContainText("Last updated: January 21, 2025");
    await expect(main).toContainText("at least 30 days’ notice by e-mail before a price change");
    await expect(main).toContainText("30-day money-back guarantee");
    await expect(main).toContainText("2 AI cover letters per calendar month");
    await expect(main).toContainText("£5 per month, or £20 billed every 6 months");
    await expect(main).toContainText(
      "You are responsible for the accuracy of every claim in a letter you send",
    );
    await expect(main).toContainText("at least 13 years old");
    for (const provider of ["Stripe", "Supabase Auth", "OpenRouter"]) {
      await expect(main.getByText(provider, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/terms-of-service$/);
  });
}

for (const route of privacyRoutes) {
  test(`${route} serves the Privacy Policy`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const main = page.getByRole("main");
    await expect(main).toContainText("January 21, 2025");
    await expect(main).toContainText("We respond within 30 days.");
    await expect(main).toContainText(
      "erase your profile, sign-in, letters and their versions, notes and sender block straight away",
    );
    await expect(main).toContainText("Deleted letters can be restored for 30 days");
    await expect(main.getByRole("link", { name: "Account" }).first()).toHaveAttribute("href", "/account");
    await expect(main).toContainText("Support communications are kept for 3 years.");
    await expect(main).toContainText("not for children under 13");
    await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
  });
}

test("the legal pages link to each other", async ({ page }) => {
  await page.goto("/terms-of-service");
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

for (const route of ["/terms-of-service", "/privacy-policy"]) {
  test(`${route} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(route);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations).toEqual([]);
  });
}

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
