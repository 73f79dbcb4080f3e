import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageOffset, pageWindow } from "@/lib/admin/pagination";

describe("pagination", () => {
  it("counts pages and offsets", () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageOffset(1, 100)).toBe(0);
    expect(pageOffset(3, 100)).toBe(200);
    expect(pageOffset(0, 100)).toBe(0);
  });

  it("links first, last and two either side, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });

  it("keeps the filters in page links, leaving out page 1 and empty values", () => {
    expect(pageHref("/admin/usage", { status: "error", model: undefined, email: "" }, 1)).toBe(
      "/admin/usage?status=error",
    );
    expect(pageHref("/admin/usage", { status: "error", email: "a b@x" }, 3)).toBe(
      "/admin/usage?status=error&email=a+b%40x&page=3",
    );
    expect(pageHref("/admin/activity", {}, 1)).toBe("/admin/activity");
  });
});
