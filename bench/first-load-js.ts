import { gzipSync } from "node:zlib";

export type FirstLoad = {
  path: string;
  finalPath: string;
  status: number;
  scripts: number;
  /** gzip -9 of the `<script src>` files. */
  scriptBytes: number;
  /** gzip -9 of the inline scripts (the RSC payload). */
  inlineBytes: number;
  /** Both together: the page's first-load JavaScript. */
  gzipBytes: number;
};

/**
 * Gzipped bytes of every script a first visit to `path` downloads (docs/architecture.md §7). `headers` (e.g. a
 * session `cookie`) go with the page request; `finalPath` is where redirects ended.
 */
export async function measureFirstLoadJs(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<FirstLoad> {
  const response = await fetch(new URL(path, origin), { headers });
  const html = await response.text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    const tag = match[0];
    const source = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    // Modern browsers skip `nomodule` polyfills, so they are not part of a real first load.
    if (source && !/\snomodule\b/i.test(tag)) sources.add(source);
  }
  let scriptBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(
      await (await fetch(new URL(source.replaceAll("&amp;", "&"), origin))).arrayBuffer(),
    );
    scriptBytes += gzipSync(body, { level: 9 }).length;
  }
  let inlineBytes = 0;
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    inlineBytes += gzipSync(Buffer.from(match[1] ?? ""), { level: 9 }).length;
  }
  return {
    path,
    finalPath: new URL(response.url).pathname,
    status: response.status,
    scripts: sources.size,
    scriptBytes,
    inlineBytes,
    gzipBytes: scriptBytes + inlineBytes,
  };
}
