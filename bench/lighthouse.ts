import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * Lighthouse (docs/architecture.md §7: performance and accessibility ≥ 95 on / and /pricing, Chromium, local) with its default
 * mobile settings: simulated slow 4G and a 4× slower CPU. Each page runs RUNS times; the median score is reported
 * (Lighthouse's own advice for noisy machines).
 */
export const LIGHTHOUSE_RUNS = 5;

export type LighthouseResult = {
  page: string;
  performance: number;
  accessibility: number;
  /** Median metrics of the same runs, in ms (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A page to audit; `cookie` signs the visit in. */
export type LighthousePage = { path: string; cookie?: string };

export async function measureLighthouse(
  origin: string,
  pages: LighthousePage[],
): Promise<LighthouseResult[]> {
  const chromePath =
    process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const { path: page, cookie } of pages) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
          lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        });
      }
      results.push({
        page,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
