import { asc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users, type User } from "@/lib/db/schema";

export async function getUserById(id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Case-insensitive, like auth e-mails (uses users_email_lower_idx). */
export async function getUserByEmail(email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .orderBy(asc(users.createdAt))
    .limit(1);
  return user ?? null;
}

/** Just the role, for the /admin guard (one indexed lookup). */
export async function getUserRole(id: string): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? null;
}
