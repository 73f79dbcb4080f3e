import { expect, test } from "@playwright/test";

import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD, expectNoAxeViolations } from "./support/auth.ts";
import { cvPdf, openBuilderAs } from "../fixtures/builder/e2e.ts";
import { linkedInProfilePdf, PROFILE } from "../fixtures/linkedin/profile-pdf.ts";

test.afterAll(() => closeDatabase());

test("a premium user imports their LinkedIn profile PDF into the CV field", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectBrowserErrors(page);
  await openBuilderAs(page, "premium@example.com", DEMO_PASSWORD);
  await page.getByRole("radio", { name: "LinkedIn PDF" }).click();
  await expect(page.getByText("On LinkedIn, open your profile, choose More → Save to PDF")).toBeVisible();
  const picker = page.getByLabel("Choose LinkedIn PDF");

  // An ordinary CV PDF is not taken for a profile.
  await picker.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: cvPdf() });
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: "This PDF doesn't look like a LinkedIn profile export." });
  await expect(refusal).toBeVisible();
  errors.length = 0; // the browser logs the expected 422 of that refusal

  await picker.setInputFiles({
    name: "Profile.pdf",
    mimeType: "application/pdf",
    buffer: linkedInProfilePdf(),
  });
  await expect(page.getByText(`Imported ${PROFILE.name}'s LinkedIn profile.`)).toBeVisible();
  const cv = page.getByLabel("Extracted text (you can edit it)");
  await expect(cv).toHaveValue(
    new RegExp(`^${PROFILE.name}\\n${PROFILE.headline.replace(/[|]/g, "\\|")}\\n`),
  );
  await expect(cv).toHaveValue(/\n\nExperience\nLarkspur Health\nSenior Data Engineer\n/);
  await expect(cv).toHaveValue(/\n\nSkills\nApache Spark, dbt, Python\n/);
  await expect(refusal).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a free user sees LinkedIn import locked, with the upgrade link", async ({ page }) => {
  await openBuilderAs(page, "free@example.com", DEMO_PASSWORD);
  await page.getByRole("radio", { name: "LinkedIn PDF" }).click();
  await expect(page.getByText("LinkedIn import is a Premium feature.")).toBeVisible();
  await expect(page.getByLabel("Choose LinkedIn PDF")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Upgrade to Premium" }).first()).toHaveAttribute(
    "href",
    "/pricing",
  );
});
