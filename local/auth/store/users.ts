// auth.users and auth.identities, read and written the way GoTrue does.
import { randomUUID } from "node:crypto";
import type postgres from "postgres";

export type Db = postgres.ISql;
export type Json = Record<string, unknown>;

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
};

export type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
};

const INSTANCE_ID = "00000000-0000-0000-0000-000000000000";

export async function findUserById(db: Db, id: string, forUpdate = false): Promise<UserRow | null> {
  const rows = forUpdate
    ? await db<UserRow[]>`select * from auth.users where id = ${id} and deleted_at is null for update`
    : await db<UserRow[]>`select * from auth.users where id = ${id} and deleted_at is null`;
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db<UserRow[]>`
    select * from auth.users
    where lower(email) = lower(${email}) and is_sso_user = false and deleted_at is null
    order by created_at asc limit 1`;
  return rows[0] ?? null;
}

export type TokenColumn = "confirmation_token" | "recovery_token" | "email_change_token_new";

/** The user holding a link token (stored as-is, or with GoTrue's `pkce_` prefix for the PKCE flow). */
export async function findUserByToken(
  db: Db,
  column: TokenColumn,
  tokenHash: string,
): Promise<UserRow | null> {
  const candidates = [tokenHash, `pkce_${tokenHash}`];
  const rows =
    column === "confirmation_token"
      ? await db<
          UserRow[]
        >`select * from auth.users where confirmation_token in ${db(candidates)} and deleted_at is null for update`
      : column === "recovery_token"
        ? await db<
            UserRow[]
          >`select * from auth.users where recovery_token in ${db(candidates)} and deleted_at is null for update`
        : await db<
            UserRow[]
          >`select * from auth.users where email_change_token_new in ${db(candidates)} and deleted_at is null for update`;
  return rows[0] ?? null;
}

export type NewUser = {
  id?: string;
  email: string;
  encryptedPassword: string | null;
  appMetadata: Json;
  userMetadata: Json;
  emailConfirmedAt: Date | null;
  now: Date;
};

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const id = user.id ?? randomUUID();
  // The public.users row is created by the on_auth_user_created trigger, from raw_user_meta_data.
  const rows = await db<UserRow[]>`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      confirmation_token, recovery_token, email_change_token_new, email_change,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous
    ) values (
      ${INSTANCE_ID}, ${id}, 'authenticated', 'authenticated', ${user.email}, ${user.encryptedPassword ?? ""},
      ${user.emailConfirmedAt}, '', '', '', '',
      ${db.json(user.appMetadata as postgres.JSONValue)}, ${db.json(user.userMetadata as postgres.JSONValue)},
      ${user.now}, ${user.now}, false
    )
    returning *`;
  return rows[0] as UserRow;
}

/** Writes back every field the stand-in changes (read the row `for update` first, then mutate it). */
export async function saveUser(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  const rows = await db<UserRow[]>`
    update auth.users set
      email = ${user.email},
      encrypted_password = ${user.encrypted_password},
      email_confirmed_at = ${user.email_confirmed_at},
      confirmation_token = ${user.confirmation_token},
      confirmation_sent_at = ${user.confirmation_sent_at},
      recovery_token = ${user.recovery_token},
      recovery_sent_at = ${user.recovery_sent_at},
      email_change = ${user.email_change},
      email_change_token_new = ${user.email_change_token_new},
      email_change_sent_at = ${user.email_change_sent_at},
      last_sign_in_at = ${user.last_sign_in_at},
      raw_app_meta_data = ${db.json((user.raw_app_meta_data ?? {}) as postgres.JSONValue)},
      raw_user_meta_data = ${db.json((user.raw_user_meta_data ?? {}) as postgres.JSONValue)},
      updated_at = ${now}
    where id = ${user.id}
    returning *`;
  return rows[0] as UserRow;
}

/** GoTrue's UpdateUserMetaData: keys are merged in; a null value removes the key. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** app_metadata.providers lists every provider the user has an identity with (e-mail first, as GoTrue sorts). */
export async function refreshProviders(db: Db, user: UserRow): Promise<void> {
  const identities = await listIdentities(db, user.id);
  const providers = [...new Set(identities.map((identity) => identity.provider))].sort();
  const app = { ...(user.raw_app_meta_data ?? {}) };
  app.providers = providers;
  if (typeof app.provider !== "string" && providers[0]) app.provider = providers[0];
  user.raw_app_meta_data = app;
}

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  return Array.from(
    await db<
      IdentityRow[]
    >`select * from auth.identities where user_id = ${userId} order by created_at asc, id asc`,
  );
}

export async function findIdentity(
  db: Db,
  provider: string,
  providerId: string,
): Promise<IdentityRow | null> {
  const rows = await db<IdentityRow[]>`
    select * from auth.identities where provider = ${provider} and provider_id = ${providerId}`;
  return rows[0] ?? null;
}

export async function insertIdentity(
  db: Db,
  identity: { userId: string; provider: string; providerId: string; data: Json; now: Date },
): Promise<IdentityRow> {
  const rows = await db<IdentityRow[]>`
    insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (${randomUUID()}, ${identity.providerId}, ${identity.userId}, ${db.json(identity.data as postgres.JSONValue)},
            ${identity.provider}, ${identity.now}, ${identity.now}, ${identity.now})
    returning *`;
  return rows[0] as IdentityRow;
}

export async function updateIdentity(
  db: Db,
  id: string,
  data: Json,
  now: Date,
  signedIn: boolean,
): Promise<void> {
  if (signedIn) {
    await db`update auth.identities set identity_data = ${db.json(data as postgres.JSONValue)},
      last_sign_in_at = ${now}, updated_at = ${now} where id = ${id}`;
  } else {
    await db`update auth.identities set identity_data = ${db.json(data as postgres.JSONValue)},
      updated_at = ${now} where id = ${id}`;
  }
}

export async function touchIdentities(db: Db, userId: string, provider: string, now: Date): Promise<void> {
  await db`update auth.identities set last_sign_in_at = ${now} where user_id = ${userId} and provider = ${provider}`;
}

/** Mirrors a confirmed or changed e-mail into the user's e-mail identity, as GoTrue does. */
export async function syncEmailIdentity(db: Db, user: UserRow, now: Date): Promise<void> {
  const identities = await db<IdentityRow[]>`
    select * from auth.identities where user_id = ${user.id} and provider = 'email'`;
  for (const identity of identities) {
    const data = {
      ...identity.identity_data,
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
    };
    await updateIdentity(db, identity.id, data, now, false);
  }
}
