// Billing journeys (docs/spec.md, product §2, §6, §8 'Billing'): upgrade through the Stripe stand-in's test checkout, the
// success page, /subscription with cancel and reactivate, the billing portal, a failed renewal.
import { expect, test, type Page } from "@playwright/test";

import { confirmedAccount } from "./support/auth-flows.ts";
import {
  closeDatabase,
  collectBrowserErrors,
  database,
  expectNoAxeViolations,
  gotoHydrated,
  signInWithEmail,
} from "./support/auth.ts";

const PASSWORD = "billing-pass-123";

test.afterAll(closeDatabase);

type Row = {
  subscription_tier: string;
  subscription_status: string | null;
  stripe_subscription_id: string | null;
};

async function row(email: string): Promise<Row> {
  const [found] = await database()<
    Row[]
  >`select subscription_tier, subscription_status, stripe_subscription_id
    from public.users where lower(email) = lower(${email})`;
  return found!;
}

/** A new confirmed free user, signed in, on /pricing with JavaScript running. */
async function freeUserOnPricing(page: Page, label: string): Promise<string> {
  const email = await confirmedAccount(page, label, "Bea Billing", PASSWORD);
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/builder$/);
  await gotoHydrated(page, "/pricing");
  return email;
}

/** Upgrade on /pricing, pay on the stand-in's checkout page, land on the success page. */
async function upgrade(page: Page, cycle: "Monthly" | "6-month") {
  await page.getByRole("radio", { name: new RegExp(`^${cycle}`) }).check();
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page.getByRole("heading", { name: /^Premium — / })).toBeVisible();
  await page.getByRole("button", { name: "Pay with test card" }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Welcome to Premium!" })).toBeVisible();
}

async function standIn(path: string) {
  const response = await fetch(`${process.env.E2E_STRIPE_URL}/__stand-in/${path}`, {
    method: "POST",
    headers: { authorization: "Bearer sk_test_local_stand_in_0001", "content-type": "application/json" },
    body: "{}",
  });
  expect(response.ok, `stand-in ${path}`).toBe(true);
}

test.describe("billing", () => {
  test("a free user upgrades on the 6-month plan, then cancels and reactivates on /subscription", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectBrowserErrors(page);
    const email = await freeUserOnPricing(page, "upgrade");
    await page.getByRole("radio", { name: /^6-month/ }).check();
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    // The stand-in's hosted checkout names the plan and its price.
    await expect(page.getByRole("heading", { name: "Premium — every 6 months" })).toBeVisible();
    await expect(page.getByText("£20.00")).toBeVisible();
    await page.getByRole("button", { name: "Pay with test card" }).click();

    await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { name: "Confirming your payment…" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome to Premium!" })).toBeVisible();
    expect(await row(email)).toMatchObject({ subscription_tier: "premium", subscription_status: "active" });
    // The user is refetched: the top bar shows the Premium badge and Manage.
    await page.setViewportSize({ width: 1280, height: 800 });
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Premium", { exact: true }).first()).toBeVisible();
    await banner.getByRole("link", { name: "Manage" }).click();

    await expect(page.getByRole("heading", { name: "Subscription Management" })).toBeVisible();
    const plan = page.getByRole("region", { name: "Plan" });
    await expect(plan.getByText("Premium", { exact: true })).toBeVisible();
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Renews on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(plan.getByRole("button", { name: "Reactivate subscription" })).toHaveCount(0);

    await plan.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(
      page.getByText(
        "Subscription cancelled successfully. You'll have access until the end of your billing period.",
      ),
    ).toBeVisible();
    await expect(plan.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(plan.getByText(/^Premium until .+, then Free$/)).toBeVisible();
    await expect(plan.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    expect(await row(email)).toMatchObject({ subscription_tier: "premium", subscription_status: "canceled" });
    // Still Premium until the period ends.
    await expect(banner.getByText("Premium", { exact: true }).first()).toBeVisible();

    await plan.getByRole("button", { name: "Reactivate subscription" }).click();
    await expect(page.getByText("Subscription reactivated successfully!")).toBeVisible();
    await expect(plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(plan.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    expect(await row(email)).toMatchObject({ subscription_tier: "premium", subscription_status: "active" });
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("Manage billing opens the portal; cancelling there shows on /subscription after Return", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = await freeUserOnPricing(page, "portal");
    await upgrade(page, "Monthly");
    await gotoHydrated(page, "/subscription");
    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page.getByRole("heading", { name: "Manage your plan" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await expect(page.getByText(/Your plan is cancelled/)).toBeVisible();
    await page.getByRole("link", { name: "Return" }).click();

    await expect(page).toHaveURL(/\/subscription$/);
    const plan = page.getByRole("region", { name: "Plan" });
    await expect(plan.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(plan.getByRole("button", { name: "Reactivate subscription" })).toBeVisible();
    expect(await row(email)).toMatchObject({ subscription_status: "canceled" });
  });

  test("a failed renewal shows 'Payment Due' and the warning; the builder falls back to the free limits", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = await freeUserOnPricing(page, "past-due");
    await upgrade(page, "Monthly");
    const { stripe_subscription_id: subscriptionId } = await row(email);
    await standIn(`subscriptions/${subscriptionId}/fail-renewal`);

    await gotoHydrated(page, "/subscription");
    const plan = page.getByRole("region", { name: "Plan" });
    await expect(plan.getByText("Payment Due", { exact: true })).toBeVisible();
    await expect(plan.getByRole("alert")).toContainText("Your last payment failed.");
    await expect(plan.getByRole("button", { name: "Manage billing" })).toBeVisible();
    await expect(plan.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("banner").getByRole("link", { name: "Manage" })).toHaveCount(0);

    await page.goto("/builder");
    await expect(page.getByRole("region", { name: "Monthly Usage" })).toBeVisible();
    // While past due: a banner in the builder and "Payment Due" in the header, both leading to /subscription.
    const banner = page
      .getByRole("alert")
      .filter({ hasText: "Your last payment failed. Update your card to keep Premium." });
    await expect(banner).toBeVisible();
    await banner.getByRole("link", { name: "Update payment" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await page.goto("/builder");
    await page.getByRole("banner").getByRole("link", { name: "Payment Due" }).click();
    await expect(page).toHaveURL(/\/subscription$/);

    // Paid again: neither remains.
    await standIn(`subscriptions/${subscriptionId}/pay-overdue`);
    await expect.poll(async () => (await row(email)).subscription_status).toBe("active");
    await page.goto("/builder");
    await expect(page.getByRole("banner").getByRole("link", { name: "Payment Due" })).toHaveCount(0);
    await expect(page.getByText("Your last payment failed. Update your card to keep Premium.")).toHaveCount(
      0,
    );
  });

  test("cancelling at checkout returns to /pricing; a failing checkout says so and keeps the page", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await freeUserOnPricing(page, "checkout-cancel");
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page.getByRole("heading", { name: "Premium — monthly" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/pricing\?checkout=cancelled$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Checkout cancelled. You have not been charged." }),
    ).toBeVisible();

    await gotoHydrated(page, "/pricing");
    await page.route("**/api/stripe/checkout", (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html>Bad gateway</html>" }),
    );
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page.getByText("Server error (502): <html>Bad gateway</html>")).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.unroute("**/api/stripe/checkout");
    await page.route("**/api/stripe/checkout", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ sessionId: "cs_test_x" }),
      }),
    );
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page.getByText("Stripe failed to load")).toBeVisible();
  });

  test("/subscription/success: without session_id → /pricing; signed out → /signin", async ({ page }) => {
    await page.goto("/subscription/success?session_id=cs_test_anything");
    await expect(page).toHaveURL(/\/signin\?next=/);
    await signInWithEmail(page, "free@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/builder$/);
    await page.goto("/subscription/success");
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a free user's /subscription offers the upgrade and passes axe", async ({ page }) => {
    await signInWithEmail(page, "free@example.com", "demo-password-1");
    await expect(page).toHaveURL(/\/builder$/);
    await gotoHydrated(page, "/subscription");
    const plan = page.getByRole("region", { name: "Plan" });
    await expect(plan.getByText("Free", { exact: true })).toBeVisible();
    await expect(plan.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
    await expect(plan.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
    await expectNoAxeViolations(page);
  });
});
