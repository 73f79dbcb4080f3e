import { describe, expect, it } from "vitest";
import { isAdminNavActive } from "@/components/admin/admin-nav-items";
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
