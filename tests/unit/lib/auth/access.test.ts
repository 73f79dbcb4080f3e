import { describe, expect, it } from "vitest";
import { ROLE_CHANGE_ERRORS } from "@/lib/messages/admin-users";
import { canManageRoles, hasPremiumFeatures, isStaff, roleChangeRefusal } from "@/lib/auth/access";

const NOW = new Date("2026-06-15T12:00:00Z");
const base = {
  role: null,
  subscriptionTier: "free",
  subscriptionStatus: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
} as const;

describe("roleChangeRefusal", () => {
  const boss = { id: "boss", role: "super_admin" };
  const admin = { id: "admin", role: "admin" };
  const user = { id: "user", role: null };

  it("offers a super_admin every row but their own", () => {
    expect(roleChangeRefusal(boss, user)).toBeNull();
    expect(roleChangeRefusal(boss, admin)).toBeNull();
    expect(roleChangeRefusal(boss, { id: "other", role: "super_admin" })).toBeNull();
    expect(roleChangeRefusal(boss, boss)).toBe(ROLE_CHANGE_ERRORS.ownRole);
  });

  it("gives a plain admin a read-only list, with the reason", () => {
    expect(roleChangeRefusal(admin, user)).toBe(ROLE_CHANGE_ERRORS.superAdminOnly);
    expect(roleChangeRefusal(admin, boss)).toBe(ROLE_CHANGE_ERRORS.superAdminOnly);
    expect(roleChangeRefusal(admin, admin)).toBe(ROLE_CHANGE_ERRORS.ownRole);
  });
});

describe("who is unlimited (docs/spec.md, engine §1, docs/decisions.md)", () => {
  it("admin and super_admin always; free never", () => {
    expect(hasPremiumFeatures({ ...base, role: "admin" }, NOW)).toBe(true);
    expect(hasPremiumFeatures({ ...base, role: "super_admin" }, NOW)).toBe(true);
    expect(hasPremiumFeatures(base, NOW)).toBe(false);
  });

  it("premium while active, trialing or with no status; not past_due", () => {
    for (const status of ["active", "trialing", null] as const) {
      expect(
        hasPremiumFeatures({ ...base, subscriptionTier: "premium", subscriptionStatus: status }, NOW),
      ).toBe(true);
    }
    expect(
      hasPremiumFeatures({ ...base, subscriptionTier: "premium", subscriptionStatus: "past_due" }, NOW),
    ).toBe(false);
  });

  it("a cancelled premium subscription until its paid period ends ('canceled' or 'cancelled')", () => {
    const cancelled = { ...base, subscriptionTier: "premium", cancelAtPeriodEnd: true } as const;
    for (const status of ["canceled", "cancelled"] as const) {
      expect(
        hasPremiumFeatures(
          { ...cancelled, subscriptionStatus: status, currentPeriodEnd: new Date("2026-07-01Z") },
          NOW,
        ),
      ).toBe(true);
      expect(
        hasPremiumFeatures(
          { ...cancelled, subscriptionStatus: status, currentPeriodEnd: new Date("2026-06-01Z") },
          NOW,
        ),
      ).toBe(false);
    }
    expect(
      hasPremiumFeatures(
        {
          ...cancelled,
          subscriptionStatus: "canceled",
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date("2026-07-01Z"),
        },
        NOW,
      ),
    ).toBe(false);
  });
});

describe("who manages roles", () => {
  it("is a super_admin only; staff are admins and super_admins", () => {
    expect(canManageRoles("super_admin")).toBe(true);
    expect(canManageRoles({ role: "admin" })).toBe(false);
    expect(canManageRoles(null)).toBe(false);
    expect(isStaff("admin")).toBe(true);
    expect(isStaff({ role: null })).toBe(false);
  });
});
