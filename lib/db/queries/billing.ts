import { and, eq, isNull } from "drizzle-orm";
import type { SubscriptionFields } from "@/lib/billing/subscription-state";
import { db as appDb, type Database } from "@/lib/db/client";
import { stripeEvents, users, type User } from "@/lib/db/schema";

/** Stores the user's Stripe customer unless one is already stored; returns the one on the row. */
export async function privilegedClaimStripeCustomer(
  userId: string,
  customerId: string,
  db: Database = appDb,
): Promise<string> {
  const [claimed] = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
    .returning({ customerId: users.stripeCustomerId });
  if (claimed?.customerId) return claimed.customerId;
  const [row] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.customerId ?? customerId;
}

export async function getUserByStripeCustomer(
  customerId: string,
  db: Database = appDb,
): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return user ?? null;
}

export type MirrorOutcome = "updated" | "duplicate-event" | "unknown-user" | "not-this-user" | "superseded";

/**
 * Writes a subscription's state to its user's row, in one transaction with the webhook event id (when there is
 * one): a repeated event id changes nothing. The row is locked, so concurrent deliveries apply one at a time.
 */
export async function privilegedMirrorSubscription(
  input: {
    userId: string;
    customerId: string;
    fields: SubscriptionFields;
    /** True when the subscription pays (or will pay) for Premium: it may replace another one on the row. */
    live: boolean;
    event?: { id: string; type: string };
  },
  db: Database = appDb,
): Promise<MirrorOutcome> {
  return db.transaction(async (tx) => {
    if (input.event) {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id: input.event.id, type: input.event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!inserted.length) return "duplicate-event";
    }
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) return "unknown-user";
    if (user.stripeCustomerId && user.stripeCustomerId !== input.customerId) return "not-this-user";
    // An event about an older, ended subscription must not undo the one the user has now.
    if (
      user.stripeSubscriptionId &&
      user.stripeSubscriptionId !== input.fields.stripeSubscriptionId &&
      !input.live
    ) {
      return "superseded";
    }
    await tx
      .update(users)
      .set({ ...input.fields, stripeCustomerId: input.customerId })
      .where(eq(users.id, input.userId));
    return "updated";
  });
}

/** Records an event that changes nothing (a type we do not handle), so a replay is recognised too. */
export async function privilegedRecordStripeEvent(
  event: { id: string; type: string },
  db: Database = appDb,
): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}
