import { and, eq, isNull, ne, or } from "drizzle-orm";
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    // An event's user id is whatever was written into Stripe: not even a uuid names nobody.
    if (!UUID.test(input.userId)) return "unknown-user";
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!user) return "unknown-user";
    if (user.stripeCustomerId && user.stripeCustomerId !== input.customerId) return "not-this-user";
    // The customer or the subscription belongs to someone else: never moved to this user.
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          ne(users.id, input.userId),
          or(
            eq(users.stripeCustomerId, input.customerId),
            eq(users.stripeSubscriptionId, input.fields.stripeSubscriptionId),
          ),
        ),
      )
      .limit(1);
    if (holder) return "not-this-user";
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
