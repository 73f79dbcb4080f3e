import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { mergeClasses } from "@/lib/class-merge";

const root = path.resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every string literal in app/ and components/ that reads as a list of Tailwind classes. */
function classLists(): string[] {
  const lists = new Set<string>();
  for (const file of ["app", "components"].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/"([^"\n]+)"|`([^`$\n]+)`|'([^'\n]+)'/g)) {
      const value = (match[1] ?? match[2] ?? match[3] ?? "").trim();
      const tokens = value.split(/\s+/);
      if (
        tokens.every((token) => /^[!a-z0-9[\]:/._%&>*()=,#@+-]+$/.test(token)) &&
        tokens.some((t) => /[-:]/.test(t))
      )
        lists.add(value);
    }
  }
  return [...lists];
}

describe("mergeClasses", () => {
  it("lets the later utility of a kind win, under the same modifiers only", () => {
    expect(mergeClasses("h-9 px-3 py-1 h-10 py-2")).toBe("px-3 h-10 py-2");
    expect(mergeClasses("text-sm text-muted-foreground text-base")).toBe("text-muted-foreground text-base");
    expect(mergeClasses("border border-input border-neutral-300")).toBe("border border-neutral-300");
    expect(mergeClasses("hover:bg-accent bg-primary hover:bg-primary/90")).toBe(
      "bg-primary hover:bg-primary/90",
    );
    expect(mergeClasses("px-4 p-2")).toBe("p-2");
    expect(mergeClasses("p-2 px-4")).toBe("p-2 px-4");
    expect(mergeClasses("w-full some-custom-class w-auto")).toBe("some-custom-class w-auto");
  });

  it("gives tailwind-merge's answer for every pair of class lists in the code", () => {
    const lists = classLists();
    expect(lists.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of lists) {
      for (const second of lists) {
        const joined = `${first} ${second}`;
        if (mergeClasses(joined) !== twMerge(joined))
          differences.push(`${joined} → ${mergeClasses(joined)} ≠ ${twMerge(joined)}`);
      }
    }
    expect({ count: differences.length, first: differences.slice(0, 25) }).toEqual({ count: 0, first: [] });
  });
});
