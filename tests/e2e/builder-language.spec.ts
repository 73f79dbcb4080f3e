import { expect, test } from "@playwright/test";

import { formatLetterDate } from "../../lib/letter/date.ts";
import { type FakeGateway } from "../fakes/fake-gateway.ts";
import { startGatewayWithKey, stopGatewayAndForgetKey } from "./support/ai-gateway.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";
import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD } from "./support/auth.ts";

// A German advert with an AI key: the model is asked for a German letter with German conventions, and the letter
// comes with a German date and subject and says it was only partly checked (docs/product-rules.md, "Letter language").
const FREE = "free@example.com";

const GERMAN_ADVERT = [
  "Senior Backend Engineer (m/w/d) – Klarwerk GmbH, Berlin",
  "",
  "Wir suchen eine erfahrene Entwicklerin oder einen erfahrenen Entwickler für unser Plattform-Team in Berlin.",
  "Du arbeitest mit Go, Kubernetes und PostgreSQL und bist für unsere Zahlungsdienste verantwortlich.",
  "",
  "Ihre Ansprechpartnerin: Frau Anna Müller",
].join("\n");
const GERMAN_LETTER = [
  "Sehr geehrte Frau Müller,",
  "mit großem Interesse bewerbe ich mich als Senior Backend Engineer bei Klarwerk. Bei Brightwave habe ich 40 Dienste nach Kubernetes migriert.",
  "Ich arbeite täglich mit Go und PostgreSQL und freue mich darauf, Ihre Zahlungsdienste weiterzuentwickeln. Gerne überzeuge ich Sie in einem persönlichen Gespräch von meiner Motivation.",
  "Mit freundlichen Grüßen\nJane Doe",
].join("\n\n");

let gateway: FakeGateway;

test.describe("a German advert with an AI gateway", () => {
  test.beforeAll(async () => {
    gateway = await startGatewayWithKey();
  });

  test.afterAll(async () => {
    await stopGatewayAndForgetKey(gateway);
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("gives a German letter with German conventions, date and subject", async ({ page }) => {
    test.setTimeout(60_000);
    await resetBuilderState(FREE);
    const errors = collectBrowserErrors(page);
    gateway.respond((body) =>
      body.messages.some((m) => m.content.includes("name saved cover letters"))
        ? { kind: "ok", content: '"Senior Backend Engineer bei Klarwerk"' }
        : { kind: "ok", content: GERMAN_LETTER },
    );

    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await page.getByLabel("Job Description").fill(GERMAN_ADVERT);
    await page.getByRole("radio", { name: "Paste Text" }).click();
    await page.getByLabel("CV/Resume").fill(CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();

    // The model was asked for the advert's language and its greeting and sign-off.
    const letterCall = gateway.requests.find((request) => request.body.stream);
    expect(letterCall?.body.messages[0]?.content).toContain("Write the whole letter in German");
    expect(letterCall?.body.messages[0]?.content).toContain(
      "start with 'Sehr geehrte Frau Müller,' and end with 'Mit freundlichen Grüßen'",
    );

    const paper = page.getByRole("region", { name: "Cover letter preview" }).locator("[data-page-size]");
    await expect(paper).toContainText("Sehr geehrte Frau Müller,");
    await expect(paper).toContainText("Mit freundlichen Grüßen");
    await expect(paper).toContainText("Bewerbung als Senior Backend Engineer");
    const today = await page.evaluate(() => new Date().toLocaleDateString("sv-SE")); // YYYY-MM-DD, the browser's
    await expect(paper).toContainText(formatLetterDate(today, "de", "a4"));
    await expect(
      page.getByText("Partly checked: this letter is in German; numbers, names and tools were checked."),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
