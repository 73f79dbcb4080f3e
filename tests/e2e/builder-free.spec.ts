import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";

import {
  closeDatabase,
  collectBrowserErrors,
  database,
  DEMO_PASSWORD,
  expectNoAxeViolations,
} from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import {
  cvPdf,
  fillInput,
  JOB_DESCRIPTION,
  openBuilderAs,
  resetBuilderState,
  useGenerations,
} from "../fixtures/builder/e2e.ts";

// Spec strings are written out here on purpose: the test proves the page uses the spec's exact text.
const FREE = "free@example.com";
const NETWORK_FAILED = "Could not reach the server. Check your connection and try again.";

/** A toast (sonner's notifications region), so text elsewhere on the page does not count. */
function toastWith(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

/**
 * Holds the browser's next `method` request to `url` until the returned function decides: pass it on to the server,
 * drop the connection, or answer 500 with the given JSON (as a failing server would). Later requests pass through.
 */
async function holdRequest(page: Page, url: string, method: string) {
  type Answer = "server" | "network" | { error: string };
  let decide!: (answer: Answer) => void;
  const decided = new Promise<Answer>((resolve) => (decide = resolve));
  let held = false;
  await page.route(url, async (route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = true;
    const answer = await decided;
    if (answer === "server") return route.continue();
    if (answer === "network") return route.abort("connectionreset");
    return route.fulfill({ status: 500, json: answer });
  });
  return decide;
}

test.describe("builder: a free user", () => {
  let freeId = "";
  test.beforeEach(async () => {
    freeId = await resetBuilderState(FREE);
  });
  test.afterAll(async () => {
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("uploads a PDF CV, generates, edits, saves, downloads, regenerates, then meets the limit", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectBrowserErrors(page);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);

    // Left column: the Monthly Usage card, empty history, the progress list.
    const usage = page.getByRole("region", { name: "Monthly Usage" });
    await expect(usage.getByText("0 of 2 used")).toBeVisible();
    await expect(usage.getByText("2 remaining")).toBeVisible();
    await expect(usage.getByText("Only 2 generations left")).toBeVisible();
    await expect(usage.getByRole("progressbar", { name: "Monthly usage" })).toHaveAttribute(
      "data-tone",
      "blue",
    );
    await expect(page.getByText("No generations yet. Generate a cover letter to see it here.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Progress" }).locator("[aria-current=step]")).toHaveText(
      /Add job description and CV/,
    );

    // Step 1.
    await expect(page.getByRole("heading", { name: "Step 1: Input" })).toBeVisible();
    await expect(page.getByText("Paste job description and CV").first()).toBeVisible();
    const submit = page.getByRole("button", { name: "Generate Cover Letter" });
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel("Job Description")).toHaveAttribute("rows", "8");
    await expect(page.getByLabel("CV/Resume")).toHaveAttribute("rows", "12");
    await expect(page.getByLabel(/Additional Notes/)).toHaveAttribute("rows", "3");
    await page.getByLabel("Job Description").fill(JOB_DESCRIPTION);
    await expect(page.getByText(`${JOB_DESCRIPTION.length} characters`)).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);

    // Upload the CV as a two-page PDF: text comes out page by page, editable.
    await page.getByRole("radio", { name: "Upload File" }).click();
    await expect(
      page.getByText("TXT works best, PDF is good, DOCX works too. Legacy DOC files are not supported."),
    ).toBeVisible();
    await page
      .getByLabel("Choose a file")
      .setInputFiles({ name: "jane-doe-cv.pdf", mimeType: "application/pdf", buffer: cvPdf() });
    const extracted = page.getByLabel("Extracted text (you can edit it)");
    await expect(extracted).toHaveValue(/Jane Doe/);
    expect(await extracted.inputValue()).toBe(CV_TEXT);
    await expect(page.getByText("jane-doe-cv.pdf")).toBeVisible();
    await extracted.fill(`${CV_TEXT}\nLanguages\nEnglish, Spanish`);
    await page.getByLabel(/Additional Notes/).fill("Available from March.");
    await expect(submit).toBeEnabled();

    // The typed input survives a reload.
    await page.reload();
    await expect(page.getByLabel("Job Description")).toHaveValue(JOB_DESCRIPTION);
    await expect(page.getByLabel("Extracted text (you can edit it)")).toHaveValue(/English, Spanish/);
    await expect(page.getByLabel(/Additional Notes/)).toHaveValue("Available from March.");
    await expect(page.getByText("jane-doe-cv.pdf")).toBeVisible();

    // Step 2.
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Generate" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();
    // Once the advert is read, its "Correct" button is enabled (mid-fade it has a contrast no one reads).
    await expect(page.getByRole("button", { name: /^Correct the details/ })).toBeEnabled();
    await expectNoAxeViolations(page);

    // Back to Input keeps the data.
    await page.getByRole("button", { name: "Back to Input" }).click();
    await expect(page.getByLabel("Job Description")).toHaveValue(JOB_DESCRIPTION);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();

    // Generate: the offline engine writes it (no AI key locally) and the UI says so plainly.
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
    const preview = page.getByRole("region", { name: "Cover letter preview" });
    await expect(preview).toContainText("Dear Hiring Manager");
    await expect(preview).toContainText("Sincerely");
    await expect(page.getByText("Written without an AI model")).toBeVisible();
    await expect(page.getByText(/It does not count towards your monthly limit/)).toBeVisible();
    await expect(usage.getByText("0 of 2 used")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1);

    // Edit → Save persists on the server; Edit → Cancel discards.
    await page.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByLabel("Edit your cover letter");
    const edited = `${await editor.inputValue()}\n\nP.S. I can start in March.`;
    await editor.fill(edited);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Changes saved!")).toBeVisible();
    await expect(preview).toContainText("P.S. I can start in March.");
    const [saved] = await database()<
      { letter: string }[]
    >`select letter from public.cover_letters where user_id = ${freeId}`;
    expect(saved?.letter).toContain("P.S. I can start in March.");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Edit your cover letter").fill("Something else entirely.");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(preview).toContainText("P.S. I can start in March.");
    await expect(preview).not.toContainText("Something else entirely.");

    // Text download.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Text" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("Cover_Letter.txt");
    expect(await readFile(await download.path(), "utf8")).toContain("P.S. I can start in March.");
    await expect(page.getByText("Cover letter downloaded!")).toBeVisible();

    // Free: no PDF/DOCX buttons, Premium-only formatting locked with an upgrade hint.
    await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
    await expect(page.getByText("PDF and DOCX export are Premium features.")).toBeVisible();
    await expect(page.getByLabel(/^Font/).first()).toBeDisabled();
    await expect(page.getByText("Font, font size and line height are Premium features.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Tone" })).toBeEnabled();
    await expect(page.getByRole("radio", { name: /Professional/ })).toBeVisible();
    await expect(page.getByRole("group", { name: "Template" }).getByRole("radio")).toHaveCount(6);

    // Regenerate while allowed, with another tone.
    await page.getByRole("combobox", { name: "Tone" }).selectOption("confident");
    await page.getByRole("button", { name: "Regenerate" }).click();
    // The same advert and CV: a new version of the same application (the first letter, the saved edit, this one),
    // not a second history item. (It read 2 and passed only while the list had not caught up.)
    await expect(page.getByRole("region", { name: "Versions" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1);
    await expect(preview).toContainText("Dear Hiring Manager");

    // Two AI letters this month: the limit box and the panel at 0 (a reload brings back step 2 with the letter,
    // and the input is one step back).
    await useGenerations(freeId, 2);
    await page.reload();
    await expect(usage.getByText("2 of 2 used")).toBeVisible();
    await expect(usage.getByText("0 remaining")).toBeVisible();
    await expect(usage.getByText("You've reached your monthly limit")).toBeVisible();
    await expect(usage.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
    await expect(usage.getByRole("progressbar")).toHaveAttribute("data-tone", "red");
    await expect(
      page.getByText("You've used all 2 free cover letters this month. Get unlimited access with Premium!"),
    ).toBeVisible();
    await expect(
      page.getByText("Unlimited generations • Premium templates • Priority support"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View Pricing Plans" })).toHaveAttribute("href", "/pricing");
    await expect(preview).toContainText("Dear Hiring Manager");
    await expect(page.getByRole("button", { name: "Regenerate" })).toBeDisabled();
    await page.getByRole("button", { name: "Back to Input" }).click();
    await expect(
      page.getByRole("region", { name: "Step 1: Input" }).getByText("Monthly limit reached"),
    ).toBeVisible();
    await expect(page.getByLabel("Job Description")).toHaveValue(JOB_DESCRIPTION);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByRole("button", { name: "Regenerate" })).toBeDisabled();

    // The server refuses too, with the spec's message.
    const refused = await page.request.post("/api/ai/generate", {
      data: { jobDescription: "Job", cvContent: "CV" },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe(
      "You have reached your monthly generation limit. Please upgrade to continue.",
    );
    expect(errors).toEqual([]);
  });

  test("history: server-backed search, favorite, open, delete and clear", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    for (const job of ["Staff Nurse at St Mary's Hospital, caring for adult patients.", JOB_DESCRIPTION]) {
      const response = await page.request.post("/api/ai/generate", {
        data: { jobDescription: job, cvContent: CV_TEXT, tone: "friendly" },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('"type":"done"');
    }
    await page.reload();
    const history = page.getByRole("region", { name: "History" });
    const items = history.getByRole("listitem");
    await expect(items).toHaveCount(2);
    for (const preview of await history.getByTestId("history-preview").allTextContents())
      expect(preview.length).toBeLessThanOrEqual(140);

    await history.getByLabel("Search history").fill("NURSE");
    await expect(items).toHaveCount(1);
    await history.getByLabel("Search history").fill("no such letter anywhere");
    await expect(history.getByText("No saved letters match your search.")).toBeVisible();
    await history.getByLabel("Search history").fill("");
    await expect(items).toHaveCount(2);

    // Favorite is saved on the server.
    await history.getByLabel("Search history").fill("nurse");
    await expect(items).toHaveCount(1);
    const nurse = items.first();
    await nurse.getByRole("button", { name: /^Favorite/ }).click();
    await expect(nurse.getByRole("button", { name: /^Favorite/ })).toHaveAttribute("aria-pressed", "true");
    await expect(async () => {
      const rows = await database()<{ favorite: boolean }[]>`
        select favorite from public.cover_letters where user_id = ${freeId} and job_description like 'Staff Nurse%'`;
      expect(rows[0]?.favorite).toBe(true);
    }).toPass();

    // Opening an item reloads its job description, CV and stored notes (none for these letters) into step 2.
    await page.getByLabel(/Additional Notes/).fill("old notes");
    await nurse.getByRole("button", { name: /^Open/ }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Generate" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cover letter preview" })).toContainText(
      "Dear Hiring Manager",
    );
    await page.getByRole("button", { name: "Back to Input" }).click();
    await expect(page.getByLabel("Job Description")).toHaveValue(
      "Staff Nurse at St Mary's Hospital, caring for adult patients.",
    );
    await expect(page.getByLabel("CV/Resume")).toHaveValue(CV_TEXT);
    await expect(page.getByLabel(/Additional Notes/)).toHaveValue("");

    await nurse.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete letter" }).click();
    await expect(history.getByText("No saved letters match your search.")).toBeVisible();
    await history.getByLabel("Search history").fill("");
    await expect(items).toHaveCount(1);
    await history.getByRole("button", { name: "Clear" }).click();
    // The list empties at once; the reload must wait for the server's answer, or it can cancel the request.
    const cleared = page.waitForResponse(
      (response) =>
        response.request().method() === "DELETE" && new URL(response.url()).pathname === "/api/history",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear history" }).click();
    await expect(
      history.getByText("No generations yet. Generate a cover letter to see it here."),
    ).toBeVisible();
    expect((await cleared).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText("No generations yet. Generate a cover letter to see it here.")).toBeVisible();

    // Start Over clears the input.
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page.getByRole("button", { name: "Start Over" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear and start over" }).click();
    await expect(page.getByLabel("Job Description")).toHaveValue("");
    await page.reload();
    await expect(page.getByLabel("Job Description")).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("history: favorite, delete and clear show at once and roll back when the server refuses", async ({
    page,
  }) => {
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    for (const job of ["Staff Nurse at St Mary's Hospital, caring for adult patients.", JOB_DESCRIPTION]) {
      const response = await page.request.post("/api/ai/generate", {
        data: { jobDescription: job, cvContent: CV_TEXT },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('"type":"done"');
    }
    await page.reload();
    const history = page.getByRole("region", { name: "History" });
    const items = history.getByRole("listitem");
    await expect(items).toHaveCount(2);
    const [saved] = await database()<{ title: string }[]>`
      select title from public.cover_letters where user_id = ${freeId} and job_description like 'Staff Nurse%'`;
    const nurse = items.filter({
      has: page.getByRole("button", { name: `Open ${saved?.title}`, exact: true }),
    });
    const star = nurse.getByRole("button", { name: /^Favorite/ });
    const nurseFavorite = async () => {
      const rows = await database()<{ favorite: boolean }[]>`
        select favorite from public.cover_letters where user_id = ${freeId} and job_description like 'Staff Nurse%'`;
      return rows[0]?.favorite;
    };

    // Favorite: the star turns on while the server has not been asked yet, and stays on once it answers.
    let answer = await holdRequest(page, "**/api/history/*", "PATCH");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    expect(await nurseFavorite()).toBe(false);
    answer("server");
    await expect.poll(nurseFavorite).toBe(true);
    await expect(star).toHaveAttribute("aria-pressed", "true");

    // An un-favorite that never reaches the server turns the star back on, with the usual toast.
    answer = await holdRequest(page, "**/api/history/*", "PATCH");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "false");
    answer("network");
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(toastWith(page, NETWORK_FAILED)).toBeVisible();
    expect(await nurseFavorite()).toBe(true);

    // Delete: the item leaves at once; a refusal brings it back with the server's message.
    answer = await holdRequest(page, "**/api/history/*", "DELETE");
    await nurse.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete letter" }).click();
    await expect(items).toHaveCount(1);
    await expect(nurse).toHaveCount(0);
    answer({ error: "The history service is down for maintenance." });
    await expect(items).toHaveCount(2);
    await expect(nurse.getByRole("button", { name: /^Favorite/ })).toHaveAttribute("aria-pressed", "true");
    await expect(toastWith(page, "The history service is down for maintenance.")).toBeVisible();

    // Clear: the list empties at once; a refusal brings every item back.
    const empty = history.getByText("No generations yet. Generate a cover letter to see it here.");
    answer = await holdRequest(page, "**/api/history", "DELETE");
    await history.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear history" }).click();
    await expect(empty).toBeVisible();
    answer({ error: "Clearing is not possible right now." });
    await expect(items).toHaveCount(2);
    await expect(toastWith(page, "Clearing is not possible right now.")).toBeVisible();

    // Accepted, the clear shows at once and holds after a reload.
    answer = await holdRequest(page, "**/api/history", "DELETE");
    await history.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear history" }).click();
    await expect(empty).toBeVisible();
    const [rows] = await database()<{ count: number }[]>`
      select count(*)::int as count from public.cover_letters where user_id = ${freeId} and deleted_at is null`;
    expect(rows?.count).toBe(2);
    answer("server");
    await expect
      .poll(async () => {
        const [left] = await database()<{ count: number }[]>`
          select count(*)::int as count from public.cover_letters where user_id = ${freeId} and deleted_at is null`;
        return left?.count;
      })
      .toBe(0);
    await page.reload();
    await expect(empty).toBeVisible();
  });

  test("a user who has not accepted the terms is sent to the consent step", async ({ page }) => {
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await database()`update public.users set terms_accepted = false where id = ${freeId}`;
    try {
      await page.goto("/builder");
      await expect(page).toHaveURL(/\/auth\/consent$/);
    } finally {
      await database()`update public.users set terms_accepted = true where id = ${freeId}`;
    }
  });
});
