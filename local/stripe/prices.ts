// The two Premium prices, created at every start with fixed ids (the app reads them from STRIPE_PRICE_*).
import { LOCAL_STRIPE_PRICE_MONTHLY, LOCAL_STRIPE_PRICE_SIXMONTHLY } from "./keys.ts";

export type PriceRecord = {
  id: string;
  created: number;
  product: string;
  /** What the hosted pages call the plan. */
  nickname: string;
  unitAmount: number;
  currency: "gbp";
  interval: "month";
  intervalCount: number;
};

/** 2025-01-01T00:00:00Z: a fixed creation time, so the objects are the same on every start. */
const CREATED = 1_735_689_600;
const PRODUCT = "prod_local_premium";

export const LOCAL_PRICES: readonly PriceRecord[] = [
  {
    id: LOCAL_STRIPE_PRICE_MONTHLY,
    created: CREATED,
    product: PRODUCT,
    nickname: "Premium — monthly",
    unitAmount: 500,
    currency: "gbp",
    interval: "month",
    intervalCount: 1,
  },
  {
    id: LOCAL_STRIPE_PRICE_SIXMONTHLY,
    created: CREATED,
    product: PRODUCT,
    nickname: "Premium — every 6 months",
    unitAmount: 2000,
    currency: "gbp",
    interval: "month",
    intervalCount: 6,
  },
];

/** 500 → "£5.00". */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );
}

/** "every month" / "every 6 months". */
export function formatInterval(price: PriceRecord): string {
  return price.intervalCount === 1
    ? `every ${price.interval}`
    : `every ${price.intervalCount} ${price.interval}s`;
}

/**
 * The end of the period that starts `periods` intervals after the anchor, Stripe-style: the anchor's day of the
 * month, or the month's last day when it is shorter (31 Jan → 28 Feb → 31 Mar).
 */
export function periodBoundary(anchor: number, price: PriceRecord, periods: number): number {
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + price.intervalCount * periods;
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000;
}
