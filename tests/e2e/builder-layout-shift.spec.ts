// The builder arrives without moving what is already on screen (docs/architecture.md §7): the wait before it is a
// whole screen tall, so the footer never appears and then jumps away (Lighthouse read a layout shift of 0.33).
import { expect, test } from "@playwright/test";
import { confirmedAccount } from "./support/auth-flows";
import { DEMO_PASSWORD, signInWithEmail } from "./support/auth";

type Shift = { value: number; sources: string[] };

for (const viewport of [
  { width: 412, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`the builder's first paint does not shift at ${viewport.width}×${viewport.height}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const email = await confirmedAccount(page, `shift-${viewport.width}`, "Sam Steady", DEMO_PASSWORD);
    await signInWithEmail(page, email, DEMO_PASSWORD);
    await page.waitForURL("**/builder");
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
        >)
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map(
              (source) => (source.node as Element | undefined)?.tagName ?? "?",
            ),
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${baseURL}/builder`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1_000);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.05);
  });
}
