import { eq } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { senderProfiles } from "@/lib/db/schema";
import type { SenderBlock } from "@/lib/letter/layout";

/** The user's remembered sender block, or null when they have never saved one. */
export async function getSenderProfile(userId: string, db: Database = appDb): Promise<SenderBlock | null> {
  const [row] = await db
    .select({
      name: senderProfiles.name,
      email: senderProfiles.email,
      phone: senderProfiles.phone,
      location: senderProfiles.location,
      link: senderProfiles.link,
    })
    .from(senderProfiles)
    .where(eq(senderProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Remembers the user's sender block (one row per user: inserted the first time, replaced after). */
export async function saveSenderProfile(
  userId: string,
  sender: SenderBlock,
  db: Database = appDb,
): Promise<SenderBlock> {
  const values = {
    name: sender.name,
    email: sender.email,
    phone: sender.phone,
    location: sender.location,
    link: sender.link,
  };
  await db
    .insert(senderProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: senderProfiles.userId, set: values });
  return values;
}
