import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { BillingCycleToggle } from "@/components/pricing/billing-cycle-toggle";
import { PremiumPlanAction, checkoutFormIdFor } from "@/components/pricing/premium-plan-action";

// next/dynamic renders nothing outside Next's server renderer; the form itself is what the page server-renders.
vi.mock("@/components/pricing/lazy-checkout-form", async () => ({
  LazyCheckoutForm: (await import("@/components/pricing/checkout-form")).CheckoutForm,
}));

// docs/spec.md (product) §1, §3, §9: the numbers are written out here on purpose, so a changed constant fails a test.

describe("Premium card button by viewer", () => {
  const render = (viewer: { signedIn: boolean; isPremium: boolean }) =>
    renderToStaticMarkup(createElement(PremiumPlanAction, { viewer }));

  it("sends signed-out visitors to /signup", () => {
    const html = render({ signedIn: false, isPremium: false });
    expect(html).toMatch(/<a [^>]*href="\/signup"[^>]*>Upgrade to Premium/);
    expect(html).not.toContain("<form");
    expect(checkoutFormIdFor({ signedIn: false, isPremium: false })).toBeUndefined();
  });

  it("shows a disabled 'Current Plan' button to Premium users", () => {
    const html = render({ signedIn: true, isPremium: true });
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*>.*Current Plan<\/button>/);
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("<form");
    expect(checkoutFormIdFor({ signedIn: true, isPremium: true })).toBeUndefined();
  });

  it("posts the checkout form for signed-in free users, joined by the billing-cycle radios", () => {
    const html = render({ signedIn: true, isPremium: false });
    const formId = checkoutFormIdFor({ signedIn: true, isPremium: false });
    expect(formId).toBeDefined();
    expect(html).toContain(`<form id="${formId}" action="/api/stripe/checkout" method="post"`);
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*>Upgrade to Premium/);

    const toggle = renderToStaticMarkup(createElement(BillingCycleToggle, { formId }));
    const radios = toggle.match(/<input [^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    for (const radio of radios) {
      expect(radio).toContain('name="billingCycle"');
      expect(radio).toContain(`form="${formId}"`);
    }
    expect(radios[0]).toContain('value="monthly"');
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).toContain('value="sixmonthly"');
  });
});
