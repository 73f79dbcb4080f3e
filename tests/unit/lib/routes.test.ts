// Every path in lib/routes.ts names a real page or route handler, and no other product file writes one by hand.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API, PAGES } from "@/lib/routes";

/** Whether app/ serves `path` with one of `files`: route groups such as (marketing) add no segment. */
function served(path: string, files: string[]): boolean {
  const search = (dir: string, rest: string[]): boolean => {
    if (!rest.length && files.some((file) => existsSync(join(dir, file)))) return true;
    return readdirSync(dir, { withFileTypes: true }).some((entry) => {
      if (!entry.isDirectory()) return false;
      if (/^\(.+\)$/.test(entry.name)) return search(join(dir, entry.name), rest);
      return entry.name === rest[0] && search(join(dir, entry.name), rest.slice(1));
    });
  };
  return search("app", path.split("/").filter(Boolean));
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe("route paths", () => {
  it("has a page for every page path", () => {
    for (const path of Object.values(PAGES)) {
      expect(served(path, ["page.tsx", "route.ts"]), path).toBe(true);
    }
  });

  it("has a route handler for every API path", () => {
    for (const value of Object.values(API)) {
      const path = typeof value === "function" ? value("[id]", "[versionId]") : value;
      expect(served(decodeURIComponent(path), ["route.ts"]), path).toBe(true);
    }
  });

  it("is the only place that spells a path out", () => {
    const literal =
      /["'`]\/(api|builder|pricing|signin|signup|subscription|admin|auth|forgot-password|reset-password|oauth|terms-of-service|privacy-policy)\b/;
    const offenders = ["app", "components", "lib"]
      .flatMap(productFiles)
      .concat("proxy.ts")
      .filter((file) => file !== join("lib", "routes.ts"))
      .filter((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .some((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && literal.test(line)),
      );
    expect(offenders).toEqual([]);
  });
});
