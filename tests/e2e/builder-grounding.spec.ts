import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

import {
  closeDatabase,
  collectBrowserErrors,
  database,
  DEMO_PASSWORD,
  expectNoAxeViolations,
} from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

// The claim check and the match in the builder (docs/product-rules.md, "The claim check", "The match"), for a free
// user. Spec strings are written out on purpose: the test proves the page uses the exact text.
const FREE = "free@example.com";
const INVENTED = "I spent three years at Google.";

test.describe("builder: every claim checked", () => {
  let freeId = "";
  test.beforeEach(async () => {
    freeId = await resetBuilderState(FREE);
  });
  test.afterAll(async () => {
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("the match panel shows its band and evidence; an invented employer is flagged until the user says it's true", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectBrowserErrors(page);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Generate" })).toBeVisible();

    // The match panel comes with step 2, before any letter: the band and the number, each requirement's status.
    const match = page.getByRole("region", { name: "How your CV matches this job" });
    await expect(match.getByText(/^(Poor|Fair|Good|Great) · \d{1,3} out of 100$/)).toBeVisible();
    const requirement = match.getByRole("listitem").filter({ hasText: "PostgreSQL and Kafka" });
    await expect(requirement.getByText("Met", { exact: true })).toBeVisible();
    await expect(requirement.getByText("Must-have", { exact: true })).toBeVisible();
    const evidence = requirement.getByRole("button", { name: /^Evidence/ });
    await expect(evidence).toHaveAttribute("aria-expanded", "false");
    await expect(requirement.getByText("Go, Python, PostgreSQL, Kafka, Kubernetes")).toBeHidden();
    await evidence.click();
    await expect(evidence).toHaveAttribute("aria-expanded", "true");
    await expect(requirement.getByText("Go, Python, PostgreSQL, Kafka, Kubernetes")).toBeVisible();

    // A letter from the built-in engine, with the summary of its claims above it.
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
    const preview = page.getByRole("region", { name: "Cover letter preview" });
    await expect(preview).toContainText("Dear Hiring Manager");
    await expect(page.getByText(/^(All \d+ claims found in your CV|\d+ claims? to check)$/)).toBeVisible();

    // The user adds an employer the CV never mentions at the start of the first paragraph, and saves.
    await page.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByLabel("Edit your cover letter");
    const original = await editor.inputValue();
    const firstParagraph = original.indexOf("\n\n") + 2;
    await editor.fill(`${original.slice(0, firstParagraph)}${INVENTED} ${original.slice(firstParagraph)}`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Changes saved!")).toBeVisible();

    // It is highlighted (with words, not colour alone) and says why; the summary counts it.
    const flag = preview.getByRole("button", { name: "Unsupported claim: Google" });
    await expect(flag).toBeVisible();
    await expect(page.getByText(/^\d+ claims? to check$/)).toBeVisible();
    await flag.click();
    const why = page.getByRole("dialog", { name: "Not found in your CV" });
    await expect(why).toBeVisible();
    await expect(why.getByRole("button", { name: "It's true" })).toBeVisible();

    // axe, with the highlights, a popover and the match evidence open.
    await expectNoAxeViolations(page);

    // "It's true": remembered for this letter, the flag goes, and the sentence is offered for the notes.
    await why.getByRole("button", { name: "It's true" }).click();
    await expect(flag).toHaveCount(0);
    await expect(
      page.getByText("“Google” is marked as true for this letter.", { exact: false }),
    ).toBeVisible();
    const addToNotes = page.getByRole("button", { name: "Add to my notes" });
    await expect(addToNotes).toBeFocused();
    await expect
      .poll(async () => {
        const [row] = await database()<{ confirmed: string[] }[]>`
          select confirmed_claims as confirmed from public.cover_letters where user_id = ${freeId}`;
        return row?.confirmed;
      })
      .toEqual(["Google"]);
    await addToNotes.click();
    await expect(page.getByText("Added to your notes.")).toBeVisible();

    // Exports carry the plain letter, never the highlighting.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Text" }).click();
    const text = await readFile(await (await download).path(), "utf8");
    expect(text).toContain(`${INVENTED} `);
    expect(text).not.toContain("Unsupported claim");

    // The notes now say it, for the next letter.
    await page.getByRole("button", { name: "Back to Input" }).click();
    await expect(page.getByLabel(/Additional Notes/)).toHaveValue(INVENTED);

    // Reopened from the history, the letter comes back with its stored check: the invented years are still
    // flagged, Google stays confirmed.
    await page.reload();
    await page.getByRole("region", { name: "History" }).getByRole("button", { name: /^Open/ }).click();
    await expect(preview.getByRole("button", { name: "Unsupported claim: three years" })).toBeVisible();
    await expect(preview.getByRole("button", { name: "Unsupported claim: Google" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
