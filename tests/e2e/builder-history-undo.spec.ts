// Deleting letters (docs/product-rules.md 'Deleting letters'): Delete, Clear and Start Over ask first; Delete and
// Clear offer Undo, and what they removed can be restored from "Recently deleted" after a reload too.
import { expect, test, type Page } from "@playwright/test";

import { closeDatabase, collectBrowserErrors, database, DEMO_PASSWORD } from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, JOB_DESCRIPTION, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

const FREE = "free@example.com";
const EMPTY = "No generations yet. Generate a cover letter to see it here.";
const NURSE_JOB = "Staff Nurse at St Mary's Hospital, caring for adult patients.";

/** Saves one letter per job description through the API (the built-in engine: nothing counts). */
async function saveLetters(page: Page, jobs: string[]) {
  for (const job of jobs) {
    const response = await page.request.post("/api/ai/generate", {
      data: { jobDescription: job, cvContent: CV_TEXT },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('"type":"done"');
  }
  await page.reload();
}

function historyOf(page: Page) {
  const region = page.getByRole("region", { name: "History" });
  return { region, items: region.getByRole("list", { name: "History" }).getByRole("listitem") };
}

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.describe("builder: asking first and undoing deletes", () => {
  let freeId = "";
  const liveCount = async () => {
    const [row] = await database()<{ count: number }[]>`
      select count(*)::int as count from public.cover_letters where user_id = ${freeId} and deleted_at is null`;
    return row?.count;
  };

  test.beforeEach(async () => {
    freeId = await resetBuilderState(FREE);
  });
  test.afterAll(async () => {
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("Clear asks; Cancel keeps everything, and after confirming, Undo brings everything back", async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await saveLetters(page, [NURSE_JOB, JOB_DESCRIPTION]);
    const { region, items } = historyOf(page);
    await expect(items).toHaveCount(2);
    const titles = await items.getByRole("button", { name: /^Open/ }).allTextContents();

    await region.getByRole("button", { name: "Clear", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Clear your history?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(2);
    expect(await liveCount()).toBe(2);

    await region.getByRole("button", { name: "Clear", exact: true }).click();
    await dialog.getByRole("button", { name: "Clear history" }).click();
    await expect(region.getByText(EMPTY)).toBeVisible();
    await expect.poll(liveCount).toBe(0);
    await expect(notifications(page).getByText("History cleared")).toBeVisible();

    await notifications(page).getByRole("button", { name: "Undo" }).click();
    await expect(items).toHaveCount(2);
    await expect(notifications(page).getByText("2 letters restored")).toBeVisible();
    expect(await items.getByRole("button", { name: /^Open/ }).allTextContents()).toEqual(titles);
    await page.reload();
    await expect(items).toHaveCount(2);
    expect(await liveCount()).toBe(2);
    await expect(region.getByRole("button", { name: /Recently deleted/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("after Clear and a reload, Recently deleted restores every letter", async ({ page }) => {
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await saveLetters(page, [NURSE_JOB, JOB_DESCRIPTION]);
    const { region, items } = historyOf(page);
    await expect(items).toHaveCount(2);

    await region.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear history" }).click();
    await expect.poll(liveCount).toBe(0);
    await page.reload();
    await expect(region.getByText(EMPTY)).toBeVisible();

    const recent = region.getByRole("button", { name: "Recently deleted (2)" });
    await recent.click();
    await expect(recent).toHaveAttribute("aria-expanded", "true");
    await expect(region.getByText("Deleted letters can be restored for 30 days.")).toBeVisible();
    const deleted = region.getByRole("list", { name: /Recently deleted/ }).getByRole("listitem");
    await expect(deleted).toHaveCount(2);
    // One letter on its own, then the last one.
    await deleted
      .first()
      .getByRole("button", { name: /^Restore / })
      .click();
    await expect(items).toHaveCount(1);
    await expect(region.getByRole("button", { name: "Recently deleted (1)" })).toBeVisible();
    await expect(deleted).toHaveCount(1);
    await deleted.getByRole("button", { name: /^Restore / }).click();
    await expect(items).toHaveCount(2);
    await expect(region.getByRole("button", { name: /Recently deleted/ })).toHaveCount(0);

    await page.reload();
    await expect(items).toHaveCount(2);
    expect(await liveCount()).toBe(2);
  });

  test("Delete asks first: Cancel keeps the letter; confirmed, Undo puts it back", async ({ page }) => {
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await saveLetters(page, [NURSE_JOB]);
    const { items } = historyOf(page);
    await expect(items).toHaveCount(1);
    const title = (
      (await items.getByRole("button", { name: /^Open/ }).getAttribute("aria-label")) ?? ""
    ).slice("Open ".length);
    expect(title).not.toBe("");

    await items.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Delete "${title}"?`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(1);
    expect(await liveCount()).toBe(1);

    await items.getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete letter" }).click();
    await expect(items).toHaveCount(0);
    await expect.poll(liveCount).toBe(0);
    await expect(notifications(page).getByText("Letter deleted")).toBeVisible();
    await notifications(page).getByRole("button", { name: "Undo" }).click();
    await expect(items).toHaveCount(1);
    await expect(notifications(page).getByText("Letter restored")).toBeVisible();
    expect(await liveCount()).toBe(1);
  });

  test("Start Over with typed input asks first, and Cancel keeps the input", async ({ page }) => {
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page.getByRole("button", { name: "Start Over" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Start over?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Back to Input" }).click();
    await expect(page.getByLabel("Job Description")).toHaveValue(JOB_DESCRIPTION);
    await expect(page.getByLabel("CV/Resume")).toHaveValue(CV_TEXT);

    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page.getByRole("button", { name: "Start Over" }).click();
    await dialog.getByRole("button", { name: "Clear and start over" }).click();
    await expect(page.getByLabel("Job Description")).toHaveValue("");
  });
});
