// The builder in Chromium against the production build (docs/architecture.md §7): PDF export of a one-page letter, text
// extraction of a 3-page CV PDF, and the JavaScript the builder loads up front and on demand. Everything goes
// through the real UI as the Premium demo user; the timings come from performance marks the page itself records.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";

import { launch, signIn } from "./browser.ts";

import { measureFirstLoadJs } from "./first-load-js.ts";
import { LAST_CV_LINE, threePageCvPdf } from "./builder-cv.ts";
import { CV_TEXT } from "../tests/fixtures/builder/cv-lines.ts";

const root = path.resolve(import.meta.dirname, "..");
const JOB_DESCRIPTION = readFileSync(
  path.join(root, "tests", "fixtures", "builder", "job-backend.txt"),
  "utf8",
);
const EXTRACTED_LABEL = "Extracted text (you can edit it)";
export const RUNS = 10;

export type Timing = { first: number; runs: number[] };
export type Scripts = { files: string[]; gzipBytes: number };
/** Font files fetched in each phase: the letter fonts must never come with the first paint of /builder. */
export type FontPhase = "firstPaint" | "step2" | "firstExport";
export type FontFetches = Record<FontPhase, { files: number; bytes: number }>;
export type BuilderResults = {
  firstLoad: { scripts: number; gzipBytes: number };
  fonts: FontFetches;
  pdfExport: Timing & { pages: number; bytes: number; scripts: Scripts };
  docxScripts: Scripts;
  extraction: Timing & { scripts: Scripts };
};

// Recorded in the page before any of its scripts run: the click on a button, the click on the temporary
// `a[download]` link the builder uses to save a file, and the `change` of a file input.
const MARKS = () => {
  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLAnchorElement && target.hasAttribute("download"))
        performance.mark("bench:saved");
      else if (target instanceof Element && target.closest("button")) performance.mark("bench:click");
    },
    true,
  );
  addEventListener(
    "change",
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "file")
        performance.mark("bench:file");
    },
    true,
  );
};

/** A fresh context (empty HTTP cache) carrying the signed-in session, with the marks installed. */
async function freshPage(browser: Browser, session: Awaited<ReturnType<BrowserContext["storageState"]>>) {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(MARKS);
  const page = await context.newPage();
  return { context, page };
}

/** Script URLs the page (or its workers) fetches between start() and stop(), gzip -9 sized like first-load-js.ts. */
function scriptRecorder(context: BrowserContext, origin: string) {
  const urls = new Set<string>();
  let recording = false;
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (recording && url.origin === origin && /\.m?js$/.test(url.pathname)) urls.add(request.url());
  });
  return {
    start() {
      urls.clear();
      recording = true;
    },
    async stop(): Promise<Scripts> {
      recording = false;
      let gzipBytes = 0;
      for (const url of urls) {
        gzipBytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
      }
      return { files: [...urls].map((url) => path.basename(new URL(url).pathname)), gzipBytes };
    },
  };
}

/** Counts the `/fonts/…` responses (and their bytes) in whichever phase is current. */
function fontRecorder(context: BrowserContext, origin: string) {
  let phase: FontPhase = "firstPaint";
  const fetched: FontFetches = {
    firstPaint: { files: 0, bytes: 0 },
    step2: { files: 0, bytes: 0 },
    firstExport: { files: 0, bytes: 0 },
  };
  const pending: Array<Promise<void>> = [];
  context.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.startsWith("/fonts/")) return;
    const slot = fetched[phase];
    slot.files += 1;
    pending.push(
      response.body().then(
        (body) => void (slot.bytes += body.byteLength),
        () => undefined,
      ),
    );
  });
  return {
    enter(next: FontPhase) {
      phase = next;
    },
    async result(): Promise<FontFetches> {
      await Promise.all(pending);
      return fetched;
    },
  };
}

async function openBuilder(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/builder`, { waitUntil: "load" });
  await page.getByRole("heading", { level: 1, name: "Cover Letter Builder" }).waitFor();
  // Hydrated once React answers typing with the character count.
  await page.getByLabel("Job Description").fill(JOB_DESCRIPTION);
  await page.getByText(`${JOB_DESCRIPTION.length} characters`).waitFor();
}

/** Pasted CV, then the offline engine writes the letter (no AI key locally). */
async function generateLetter(page: Page): Promise<void> {
  await page.getByRole("radio", { name: "Paste Text" }).click();
  await page.getByLabel("CV/Resume").fill(CV_TEXT);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await page.getByText("Cover letter generated successfully!").waitFor();
}

/**
 * One export, in-page ms from the button's click to the click on the download link. Only the first export waits
 * for Playwright's `download` event (to read the file): in this Chromium every eleventh download of a tab never
 * reported one, so later runs wait for the page's own mark instead.
 */
async function exportOnce(
  page: Page,
  button: string,
  keepFile = false,
): Promise<{ ms: number; file?: Buffer }> {
  await page.evaluate(() => performance.clearMarks());
  const downloaded = keepFile ? page.waitForEvent("download") : undefined;
  await page.getByRole("button", { name: button }).click();
  await page.waitForFunction(() => performance.getEntriesByName("bench:saved").length > 0);
  const ms = await page.evaluate(
    () =>
      (performance.getEntriesByName("bench:saved").at(-1)?.startTime ?? Number.NaN) -
      (performance.getEntriesByName("bench:click").at(-1)?.startTime ?? Number.NaN),
  );
  const download = await downloaded;
  if (!download) return { ms };
  const file = readFileSync(await download.path());
  await download.delete();
  return { ms, file };
}

/** One upload, in-page ms from the input's change event to the first frame whose textarea holds page 3's last line. */
async function extractOnce(page: Page, pdf: Buffer): Promise<number> {
  const textarea = page.getByLabel(EXTRACTED_LABEL);
  if ((await textarea.count()) > 0) {
    await page.getByRole("button", { name: "Remove file" }).click();
    await textarea.waitFor({ state: "detached" });
  }
  await page.evaluate(() => performance.clearMarks());
  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "cv-3-pages.pdf", mimeType: "application/pdf", buffer: pdf });
  const shown = await page.waitForFunction(
    ({ label, lastLine }) => {
      const area = [...document.querySelectorAll("textarea")].find((element) =>
        [...(element.labels ?? [])].some((item) => item.textContent?.trim() === label),
      );
      return area?.value.includes(lastLine) ? performance.now() : false;
    },
    { label: EXTRACTED_LABEL, lastLine: LAST_CV_LINE },
    { polling: "raf", timeout: 30_000 },
  );
  const end = (await shown.jsonValue()) as number;
  const start = await page.evaluate(
    () => performance.getEntriesByName("bench:file").at(-1)?.startTime ?? Number.NaN,
  );
  return end - start;
}

async function repeat(once: () => Promise<number>): Promise<number[]> {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await once());
  return runs;
}

export async function measureBuilder(origin: string): Promise<BuilderResults> {
  const browser = await launch();
  try {
    const { storage: session, cookie } = await signIn(browser, origin, "premium@example.com");

    const firstLoad = await measureFirstLoadJs(origin, "/builder", { cookie });
    if (firstLoad.status !== 200 || firstLoad.finalPath !== "/builder") {
      throw new Error(
        `/builder answered ${firstLoad.status} at ${firstLoad.finalPath} for the signed-in user`,
      );
    }

    // PDF export: the first click loads the export code and jsPDF; then RUNS more.
    const pdf = await freshPage(browser, session);
    const pdfScripts = scriptRecorder(pdf.context, origin);
    const fontFetches = fontRecorder(pdf.context, origin);
    // document.fonts.ready settles once every face the page's text uses has loaded (or failed).
    const fontsSettled = () => pdf.page.evaluate(async () => void (await document.fonts.ready));
    await openBuilder(pdf.page, origin);
    await fontsSettled();
    fontFetches.enter("step2");
    await generateLetter(pdf.page);
    await pdf.page
      .getByRole("region", { name: "Cover letter preview" })
      .locator('[data-block="body"]')
      .first()
      .waitFor();
    await fontsSettled();
    fontFetches.enter("firstExport");
    pdfScripts.start();
    const firstExport = await exportOnce(pdf.page, "Download PDF", true);
    const pdfLoaded = await pdfScripts.stop();
    const fonts = await fontFetches.result();
    const exportRuns = await repeat(async () => (await exportOnce(pdf.page, "Download PDF")).ms);
    const pages = firstExport.file?.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    await pdf.context.close();

    // DOCX export, in its own context so code it shares with the PDF export counts too.
    const docx = await freshPage(browser, session);
    const docxScripts = scriptRecorder(docx.context, origin);
    await openBuilder(docx.page, origin);
    await generateLetter(docx.page);
    docxScripts.start();
    await exportOnce(docx.page, "Download DOCX");
    const docxLoaded = await docxScripts.stop();
    await docx.context.close();

    // Extraction: the first upload loads pdf.js and starts its worker; then RUNS more.
    const upload = await freshPage(browser, session);
    const uploadScripts = scriptRecorder(upload.context, origin);
    await openBuilder(upload.page, origin);
    await upload.page.getByRole("radio", { name: "Upload File" }).click();
    const cv = threePageCvPdf();
    uploadScripts.start();
    const firstExtraction = await extractOnce(upload.page, cv);
    const pdfJsLoaded = await uploadScripts.stop();
    const extractionRuns = await repeat(() => extractOnce(upload.page, cv));
    await upload.context.close();

    return {
      firstLoad,
      fonts,
      pdfExport: {
        first: firstExport.ms,
        runs: exportRuns,
        pages,
        bytes: firstExport.file?.byteLength ?? 0,
        scripts: pdfLoaded,
      },
      docxScripts: docxLoaded,
      extraction: { first: firstExtraction, runs: extractionRuns, scripts: pdfJsLoaded },
    };
  } finally {
    await browser.close();
  }
}
