import { describe, expect, it } from "vitest";
import { isAdminNavActive } from "@/components/admin/admin-nav-items";
import { pageCount, pageHref, pageOffset, pageWindow } from "@/lib/admin/pagination";
import { ADMIN_NAV } from "@/lib/messages/admin";

describe("the admin sidebar (docs/spec.md, engine §2)", () => {
  it("links the dashboard, settings, usage, users, costs and activity", () => {
    expect(ADMIN_NAV.items.map((item) => [item.label, item.href])).toEqual([
      ["Dashboard", "/admin"],
      ["Settings", "/admin/settings"],
      ["Usage", "/admin/usage"],
      ["Users", "/admin/users"],
      ["Costs", "/admin/costs"],
      ["Activity", "/admin/activity"],
    ]);
  });

  it("marks the dashboard only on /admin, the others on their pages and sub-pages", () => {
    expect(isAdminNavActive("/admin", "/admin")).toBe(true);
    expect(isAdminNavActive("/admin/usage", "/admin")).toBe(false);
    expect(isAdminNavActive("/admin/usage", "/admin/usage")).toBe(true);
    expect(isAdminNavActive("/admin/users/123", "/admin/users")).toBe(true);
    expect(isAdminNavActive("/admin/usage-old", "/admin/usage")).toBe(false);
  });
});

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
