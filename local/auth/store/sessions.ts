// auth.sessions and auth.refresh_tokens: one session per sign-in, a chain of rotated refresh tokens in it.
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "./users.ts";

export type SessionRow = {
  id: string;
  user_id: string;
  created_at: Date | null;
  updated_at: Date | null;
  aal: string | null;
  not_after: Date | null;
  refreshed_at: Date | null;
  /** The stand-in keeps the sign-in method (the `amr` claim) here; GoTrue keeps it in auth.mfa_amr_claims. */
  tag: string | null;
};

export type RefreshTokenRow = {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  created_at: Date;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
};

export type LogoutScope = "global" | "local" | "others";

export async function createSession(db: Db, userId: string, method: string, now: Date): Promise<SessionRow> {
  const rows = await db<SessionRow[]>`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, tag)
    values (${randomUUID()}, ${userId}, ${now}, ${now}, 'aal1', ${method})
    returning *`;
  return rows[0] as SessionRow;
}

export async function findSession(db: Db, id: string, forUpdate = false): Promise<SessionRow | null> {
  const rows = forUpdate
    ? await db<SessionRow[]>`select * from auth.sessions where id = ${id} for update`
    : await db<SessionRow[]>`select * from auth.sessions where id = ${id}`;
  return rows[0] ?? null;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db`update auth.sessions set refreshed_at = ${now}, updated_at = ${now} where id = ${id}`;
}

/** Deleting a session deletes its refresh tokens (foreign key cascade), as GoTrue's logout does. */
export async function deleteSessions(
  db: Db,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string | null,
): Promise<void> {
  if (scope === "global" || (scope === "others" && !currentSessionId)) {
    await db`delete from auth.sessions where user_id = ${userId}`;
  } else if (scope === "local" && currentSessionId) {
    await db`delete from auth.sessions where id = ${currentSessionId}`;
  } else if (scope === "others" && currentSessionId) {
    await db`delete from auth.sessions where user_id = ${userId} and id <> ${currentSessionId}`;
  }
}

export async function createRefreshToken(
  db: Db,
  token: { userId: string; sessionId: string; parent: string | null; now: Date },
): Promise<RefreshTokenRow> {
  const rows = await db<RefreshTokenRow[]>`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values ('00000000-0000-0000-0000-000000000000', ${randomBytes(12).toString("base64url")}, ${token.userId}, false,
            ${token.now}, ${token.now}, ${token.parent}, ${token.sessionId})
    returning *`;
  return rows[0] as RefreshTokenRow;
}

export async function findRefreshToken(
  db: Db,
  token: string,
  forUpdate = false,
): Promise<RefreshTokenRow | null> {
  const rows = forUpdate
    ? await db<RefreshTokenRow[]>`select * from auth.refresh_tokens where token = ${token} for update`
    : await db<RefreshTokenRow[]>`select * from auth.refresh_tokens where token = ${token}`;
  return rows[0] ?? null;
}

/** The newest refresh token of the session that has not been revoked. */
export async function findActiveRefreshToken(db: Db, sessionId: string): Promise<RefreshTokenRow | null> {
  const rows = await db<RefreshTokenRow[]>`
    select * from auth.refresh_tokens
    where session_id = ${sessionId} and revoked is distinct from true
    order by created_at desc, id desc limit 1`;
  return rows[0] ?? null;
}

export async function revokeRefreshToken(db: Db, id: string, now: Date): Promise<void> {
  await db`update auth.refresh_tokens set revoked = true, updated_at = ${now} where id = ${id}`;
}

/** GoTrue's RevokeTokenFamily: every live token of the session (updated_at untouched, as upstream). */
export async function revokeSessionTokens(db: Db, sessionId: string): Promise<void> {
  await db`update auth.refresh_tokens set revoked = true where session_id = ${sessionId} and revoked = false`;
}
