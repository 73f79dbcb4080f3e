import { expect, test } from "@playwright/test";

import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD, expectNoAxeViolations } from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

// "Read from the advert" on step 2 (no AI key in this stack: the local analysis answers): it shows what the letter
// will be written from, takes a correction, the letter uses it, and the correction survives a reload.
const FREE = "free@example.com";
const ADVERT = [
  "Senior Backend Engineer",
  "",
  "Company: Northstar Analytics",
  "Location: London (hybrid)",
  "",
  "Northstar Analytics is hiring a Senior Backend Engineer to join its platform team.",
  "",
  "Requirements",
  "- Go or Python",
  "- PostgreSQL and Kafka",
  "- Kubernetes",
].join("\n");

test.describe("builder: what was read from the advert", () => {
  test.beforeEach(async () => {
    await resetBuilderState(FREE);
  });
  test.afterAll(async () => {
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("shows the company and position, takes a correction the letter uses, and keeps it after a reload", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectBrowserErrors(page);
    // A slow answer, so the strip is seen loading while the Generate button stays put.
    await page.route("**/api/ai/advert", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await page.getByRole("radio", { name: "Paste Text" }).click();
    await page.getByLabel("CV/Resume").fill(CV_TEXT);
    await page.getByLabel("Job Description").fill(ADVERT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Generate" })).toBeVisible();

    const strip = page.getByRole("region", { name: "Read from the advert" });
    const generate = page.getByRole("button", { name: "Generate Cover Letter" });
    await expect(strip).toHaveAttribute("aria-busy", "true");
    await expect(strip.getByText("Reading the advert…")).toBeVisible();
    const loadingBox = await generate.boundingBox();

    await expect(strip).not.toHaveAttribute("aria-busy", "true");
    await expect(strip.getByText("Northstar Analytics")).toBeVisible();
    await expect(strip.getByText("Senior Backend Engineer")).toBeVisible();
    await expect(strip.getByText("English")).toBeVisible();
    await expect(strip.getByText("Not found")).toBeVisible(); // no hiring manager named
    expect(await generate.boundingBox()).toEqual(loadingBox);
    await expectNoAxeViolations(page);

    // Correct: four labelled fields; Escape leaves them unchanged.
    const correct = strip.getByRole("button", { name: "Correct the details read from the advert" });
    await correct.click();
    await expect(strip.getByLabel("Company")).toBeFocused();
    await expect(strip.getByLabel("Company")).toHaveValue("Northstar Analytics");
    await expect(strip.getByLabel("Position")).toHaveValue("Senior Backend Engineer");
    await expect(strip.getByLabel("Hiring manager")).toHaveValue("");
    const language = strip.getByRole("combobox", { name: "Language" });
    await expect(language).toHaveValue("en");
    await expect(language.getByRole("option")).toHaveText([
      "English",
      "German",
      "French",
      "Spanish",
      "Dutch",
      "Italian",
      "Portuguese",
      "Other",
    ]);
    await strip.getByLabel("Company").fill("Somewhere Else");
    await page.keyboard.press("Escape");
    await expect(correct).toBeFocused();
    await expect(strip.getByText("Northstar Analytics")).toBeVisible();

    await correct.click();
    await strip.getByLabel("Company").fill("Brightline Health");
    await strip.getByLabel("Hiring manager").fill("Ms Priya Shah");
    await strip.getByRole("button", { name: "Save" }).click();
    await expect(strip.getByText("Brightline Health")).toBeVisible();
    await expect(strip.getByText("Ms Priya Shah")).toBeVisible();
    await expect(strip.getByText("(edited)")).toHaveCount(2);
    await expect(strip.getByText("Northstar Analytics")).toHaveCount(0);

    // The letter is written from the correction.
    await generate.click();
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
    const preview = page.getByRole("region", { name: "Cover letter preview" });
    await expect(preview).toContainText("Brightline Health");
    await expect(preview).not.toContainText("Northstar Analytics");
    // Still there above the letter, for a correction and a regeneration.
    await expect(strip.getByText("Brightline Health")).toBeVisible();

    // A reload keeps the correction with the rest of the draft, and brings back step 2 with the letter.
    await page.unroute("**/api/ai/advert");
    await page.reload();
    await expect(preview).toContainText("Brightline Health");
    await expect(strip.getByText("Brightline Health")).toBeVisible();
    await expect(strip.getByText("Senior Backend Engineer")).toBeVisible();
    await expect(strip.getByText("(edited)")).toHaveCount(2);

    // A different advert is a new analysis: the corrections made for the old one go.
    await page.getByRole("button", { name: "Back to Input" }).click();
    await page
      .getByLabel("Job Description")
      .fill(ADVERT.replaceAll("Northstar Analytics", "Quayside Logistics").replace("Backend", "Platform"));
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(strip.getByText("Quayside Logistics")).toBeVisible();
    await expect(strip.getByText("Senior Platform Engineer")).toBeVisible();
    await expect(strip.getByText("(edited)")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
