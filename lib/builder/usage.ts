import type { BuilderRole } from "@/lib/auth/access";
import { USAGE_THRESHOLDS } from "@/lib/messages/builder/page";
import type { MonthlyUsage } from "@/lib/usage/quota";

/** What the usage panel shows (docs/spec.md, product §2 'Usage panel'), as pure functions the panel and tests share. */
export type { BuilderRole };

export type UsageCard = "super_admin" | "admin" | "premium" | "monthly";

export function usageCardFor(role: BuilderRole, usage: MonthlyUsage | null): UsageCard {
  if (role === "super_admin") return "super_admin";
  if (role === "admin") return "admin";
  if (role === "premium" || usage?.unlimited) return "premium";
  return "monthly";
}

export function usagePercent(usage: Pick<MonthlyUsage, "used" | "limit">): number {
  if (!usage.limit) return 0;
  return Math.min(100, Math.round((usage.used / usage.limit) * 100));
}

/** Blue; yellow from 80 %; red at 100 %. */
export function usageBarTone(percent: number): "blue" | "yellow" | "red" {
  if (percent >= USAGE_THRESHOLDS.fullPercent) return "red";
  if (percent >= USAGE_THRESHOLDS.warnPercent) return "yellow";
  return "blue";
}

/** Which of the three texts: at 0 remaining, at 2 or fewer, otherwise. */
export function usageFooter(remaining: number): "limit" | "few" | "resets" {
  if (remaining <= 0) return "limit";
  if (remaining <= USAGE_THRESHOLDS.fewRemaining) return "few";
  return "resets";
}

/** docs/spec.md (product) §6: without usage stats generation is not allowed; unlimited accounts always may. */
export function canGenerate(usage: MonthlyUsage | null): boolean {
  if (!usage) return false;
  return usage.unlimited || (usage.remaining ?? 0) > 0;
}

export function limitReached(usage: MonthlyUsage | null): boolean {
  return Boolean(usage && !usage.unlimited && (usage.remaining ?? 0) <= 0);
}
