import { gzipSync } from "node:zlib";

/**
 * Gzipped bytes of every script a first visit to `path` downloads (what docs/architecture.md §7 budgets). `headers` (e.g. a
 * session `cookie`) go with the page request; `finalPath` is where redirects ended.
 */
export async function measureFirstLoadJs(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ path: string; finalPath: string; status: number; scripts: number; gzipBytes: number }> {
  const response = await fetch(new URL(path, origin), { headers });
  const html = await response.text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    const tag = match[0];
    const source = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    // Modern browsers skip `nomodule` polyfills, so they are not part of a real first load.
    if (source && !/\snomodule\b/i.test(tag)) sources.add(source);
  }
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(
      await (await fetch(new URL(source.replaceAll("&amp;", "&"), origin))).arrayBuffer(),
    );
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  // Inline scripts (the RSC payload) are part of the first load too.
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    gzipBytes += gzipSync(Buffer.from(match[1] ?? ""), { level: 9 }).length;
  }
  return {
    path,
    finalPath: new URL(response.url).pathname,
    status: response.status,
    scripts: sources.size,
    gzipBytes,
  };
}
