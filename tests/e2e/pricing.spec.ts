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

const FAQ_QUESTIONS = [
  "What counts as a letter?",
  "When does my monthly allowance reset?",
  "What happens if I cancel Premium?",
  "Which export formats are included?",
  "Is there a money-back guarantee?",
  "How are payments handled?",
];

test.describe("pricing page", () => {
  test("loads without console or page errors, with its title and one h1", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    const response = await page.goto("/pricing");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Pricing | Cover Letter Builder");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // After hydration the router prefetches every visible link; give those requests time to report failures.
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);
  });

  test("shows the Free plan at £0 with a link to the builder", async ({ page }) => {
    await page.goto("/pricing");
    const free = page.getByRole("region", { name: "Free" });

    await expect(free.getByRole("heading", { level: 2, name: "Free" })).toBeVisible();
    await expect(free.getByText("£0", { exact: true })).toBeVisible();
    for (const feature of ["2 AI cover letters per calendar month", "All templates", "Text (.txt) export"]) {
      await expect(free.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
    }
    await expect(free.getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/builder");
  });

  test("shows the Premium plan with its features and sends signed-out visitors to /signup", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const premium = page.getByRole("region", { name: "Premium" });

    await expect(premium.getByRole("heading", { level: 2, name: "Premium" })).toBeVisible();
    for (const feature of [
      "Unlimited cover letters",
      "Automatic AI CV improvement suggestions",
      "PDF and DOCX export",
      "Advanced formatting (font, size, spacing)",
      "Priority support",
    ]) {
      await expect(premium.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
    }
    await expect(premium.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(premium.getByRole("button", { name: "Current Plan" })).toHaveCount(0);
  });

  test("switches the Premium price between monthly and 6-month billing", async ({ page }) => {
    await page.goto("/pricing");
    const cycle = page.getByRole("group", { name: "Billing cycle" });
    const monthly = cycle.getByRole("radio", { name: "Monthly" });
    const sixMonth = cycle.getByRole("radio", { name: /^6-month/ });
    const premium = page.getByRole("region", { name: "Premium" });

    await expect(monthly).toBeChecked();
    await expect(premium.getByText("£5", { exact: true })).toBeVisible();
    await expect(premium.getByText("Billed monthly. Cancel anytime.")).toBeVisible();
    await expect(premium.getByText("£3.33", { exact: true })).toBeHidden();
    await expect(premium.getByText("Save 33%")).toBeHidden();

    await sixMonth.check();
    await expect(sixMonth).toBeChecked();
    await expect(monthly).not.toBeChecked();
    await expect(premium.getByText("£3.33", { exact: true })).toBeVisible();
    await expect(premium.getByText("£20 billed every 6 months")).toBeVisible();
    await expect(premium.getByText("Save 33%")).toBeVisible();
    await expect(premium.getByText("£5", { exact: true })).toBeHidden();

    await monthly.check();
    await expect(premium.getByText("£5", { exact: true })).toBeVisible();
    await expect(premium.getByText("Save 33%")).toBeHidden();
  });

  test("operates the billing toggle from the keyboard", async ({ page }) => {
    await page.goto("/pricing");
    const monthly = page.getByRole("radio", { name: "Monthly" });
    const sixMonth = page.getByRole("radio", { name: /^6-month/ });
    const premium = page.getByRole("region", { name: "Premium" });

    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(sixMonth).toBeFocused();
    await expect(sixMonth).toBeChecked();
    await expect(premium.getByText("£3.33", { exact: true })).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeChecked();
    await expect(premium.getByText("£5", { exact: true })).toBeVisible();
  });

  test("states the pricing claims and the 30-day money-back guarantee", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByText("Over 10,000 users")).toBeVisible();
    await expect(page.getByText("85% getting more interviews")).toBeVisible();

    const guarantee = page.getByRole("region", { name: "30-day money-back guarantee" });
    await expect(guarantee).toBeVisible();
    await expect(guarantee.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
  });

  test("opens the FAQ answers", async ({ page }) => {
    await page.goto("/pricing");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    for (const question of FAQ_QUESTIONS) await expect(faq.getByText(question)).toBeVisible();

    const cases: [question: string, answer: RegExp][] = [
      ["What counts as a letter?", /offline engine drafts your letter instead, that draft does not count/],
      ["When does my monthly allowance reset?", /1st of each calendar month at 00:00 UTC/],
      ["What happens if I cancel Premium?", /keep Premium until the end of the billing period/],
      ["Which export formats are included?", /Free: plain text \(\.txt\)\. Premium adds PDF and DOCX/],
      ["Is there a money-back guarantee?", /within 30 days of your first Premium payment/],
      ["How are payments handled?", /processed by Stripe/],
    ];
    for (const [question, answer] of cases) {
      const answerText = faq.getByText(answer);
      await expect(answerText).toBeHidden();
      await faq.getByText(question).click();
      await expect(answerText).toBeVisible();
    }

    await faq.getByText("What counts as a letter?").click();
    await expect(faq.getByText(/that draft does not count/)).toBeHidden();
  });

  test("has no WCAG 2 A/AA violations, with either billing cycle and the FAQ open", async ({ page }) => {
    await page.goto("/pricing");
    let results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations).toEqual([]);

    await page.getByRole("radio", { name: /^6-month/ }).check();
    await page.getByText("What counts as a letter?").click();
    results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("pricing page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stacks the plans, switches the price and has no WCAG 2 A/AA violations", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await page.goto("/pricing");
    const premium = page.getByRole("region", { name: "Premium" });
    await expect(page.getByRole("region", { name: "Free" })).toBeVisible();

    await page.getByRole("radio", { name: /^6-month/ }).check();
    await expect(premium.getByText("£3.33", { exact: true })).toBeVisible();
    await expect(premium.getByText("Save 33%")).toBeVisible();
    await expect(premium.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
      "href",
      "/signup",
    );

    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
