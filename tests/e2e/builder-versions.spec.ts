// Applications and versions (docs/product-rules.md 'Applications and versions'): regenerating the open letter with the
// same advert and CV adds versions of one history item; the Versions region compares two of them word by word and
// restores one as a new version.
import { expect, test, type Page } from "@playwright/test";

import { closeDatabase, collectBrowserErrors, database, DEMO_PASSWORD } from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

const FREE = "free@example.com";

function toastWith(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

test.describe("builder: versions of a letter", () => {
  let freeId = "";
  test.beforeEach(async () => {
    freeId = await resetBuilderState(FREE);
  });
  test.afterAll(async () => {
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  /** The saved versions' texts, oldest first. */
  const versionTexts = async () =>
    (
      await database()<{ letter: string }[]>`
        select letter from public.letter_versions where user_id = ${freeId} order by created_at`
    ).map((row) => row.letter);

  test("regenerate twice, compare two versions, restore the first", async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectBrowserErrors(page);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page
      .getByRole("region", { name: "Ready to Generate" })
      .getByRole("button", { name: "Generate Cover Letter" })
      .click();
    await expect(toastWith(page, "Cover letter generated successfully!")).toBeVisible();

    // Two regenerations with the same advert and CV, in other tones: versions of the one history item.
    const letter = page.getByRole("region", { name: "Your Cover Letter" });
    for (const [index, tone] of ["enthusiastic", "confident"].entries()) {
      await letter.getByRole("combobox", { name: "Tone" }).selectOption(tone);
      await letter.getByRole("button", { name: "Regenerate" }).click();
      await expect.poll(async () => (await versionTexts()).length).toBe(index + 2);
    }
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveCount(1);

    const versions = page.getByRole("region", { name: "Versions" });
    const rows = versions.getByRole("list", { name: "Versions" }).getByRole("listitem");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText("Version 3 · Offline");
    await expect(rows.first()).toContainText("Current");

    // The two newest are compared at first; ticking version 1 instead of 2 compares 1 with 3.
    await expect(
      versions.getByRole("heading", { name: "Changes from version 2 to version 3" }),
    ).toBeVisible();
    await versions.getByRole("checkbox", { name: /^Version 2/ }).uncheck();
    await versions.getByRole("checkbox", { name: /^Version 1/ }).check();
    await expect(
      versions.getByRole("heading", { name: "Changes from version 1 to version 3" }),
    ).toBeVisible();
    const changes = versions.locator("ins, del");
    await expect(changes.first()).toBeVisible();
    await expect(versions.getByRole("insertion").first()).toContainText("Added:");
    await expect(versions.getByRole("deletion").first()).toContainText("Removed:");

    // Restoring version 1 shows its text in the preview and adds a fourth version.
    const [first, , third] = await versionTexts();
    const onlyInFirst = first!
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .find((paragraph) => paragraph && !third!.includes(paragraph));
    expect(onlyInFirst).toBeTruthy();
    const preview = page.getByRole("region", { name: "Cover letter preview" });
    await expect(preview).not.toContainText(onlyInFirst!);
    await rows
      .filter({ hasText: /^Version 1/ })
      .getByRole("button", { name: "Restore this version" })
      .click();
    await expect(toastWith(page, "Version restored")).toBeVisible();
    await expect(preview).toContainText(onlyInFirst!);
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText("Version 4 · Restored");
    expect((await versionTexts()).at(-1)).toBe(first);
    expect(errors).toEqual([]);
  });
});
