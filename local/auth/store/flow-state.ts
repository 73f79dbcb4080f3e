// auth.flow_state (PKCE) and auth.one_time_tokens (the e-mail link tokens GoTrue also records there).
import { randomUUID } from "node:crypto";
import type { Db } from "./users.ts";

export type ChallengeMethod = "s256" | "plain";

/** GoTrue's authentication methods, which also become the `amr` method of the session. */
export type AuthenticationMethod = "email/signup" | "recovery" | "email_change" | "oauth";

export type FlowStateRow = {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: ChallengeMethod;
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  created_at: Date;
  updated_at: Date;
  authentication_method: AuthenticationMethod;
  auth_code_issued_at: Date | null;
};

export async function createFlowState(
  db: Db,
  flow: {
    userId: string | null;
    providerType: string;
    challenge: string;
    method: ChallengeMethod;
    authenticationMethod: AuthenticationMethod;
    now: Date;
  },
): Promise<FlowStateRow> {
  const rows = await db<FlowStateRow[]>`
    insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
                                 created_at, updated_at, authentication_method)
    values (${randomUUID()}, ${flow.userId}, ${randomUUID()}, ${flow.method}, ${flow.challenge}, ${flow.providerType},
            ${flow.now}, ${flow.now}, ${flow.authenticationMethod})
    returning *`;
  return rows[0] as FlowStateRow;
}

export async function findFlowStateByAuthCode(db: Db, authCode: string): Promise<FlowStateRow | null> {
  const rows = await db<
    FlowStateRow[]
  >`select * from auth.flow_state where auth_code = ${authCode} for update`;
  return rows[0] ?? null;
}

export async function findFlowStateById(db: Db, id: string): Promise<FlowStateRow | null> {
  const rows = await db<FlowStateRow[]>`select * from auth.flow_state where id = ${id} for update`;
  return rows[0] ?? null;
}

/** The user's newest flow state for that method (what GoTrue's /verify hands a code for). */
export async function findLatestFlowState(
  db: Db,
  userId: string,
  method: AuthenticationMethod,
): Promise<FlowStateRow | null> {
  const rows = await db<FlowStateRow[]>`
    select * from auth.flow_state
    where user_id = ${userId} and authentication_method = ${method}
    order by created_at desc limit 1`;
  return rows[0] ?? null;
}

/** Hands out the auth code: records the user and when the code was issued (its 300 s start then). */
export async function issueAuthCode(
  db: Db,
  id: string,
  userId: string,
  now: Date,
  providerAccessToken: string | null = null,
): Promise<void> {
  await db`
    update auth.flow_state
    set user_id = ${userId}, auth_code_issued_at = ${now}, updated_at = ${now},
        provider_access_token = coalesce(${providerAccessToken}, provider_access_token)
    where id = ${id}`;
}

export async function deleteFlowState(db: Db, id: string): Promise<void> {
  await db`delete from auth.flow_state where id = ${id}`;
}

export type OneTimeTokenType = "confirmation_token" | "recovery_token" | "email_change_token_new";

export async function recordOneTimeToken(
  db: Db,
  token: { userId: string; type: OneTimeTokenType; tokenHash: string; relatesTo: string; now: Date },
): Promise<void> {
  await db`
    insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
    values (${randomUUID()}, ${token.userId}, ${token.type}, ${token.tokenHash}, ${token.relatesTo}, ${token.now}, ${token.now})
    on conflict (user_id, token_type) do update
      set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = excluded.updated_at`;
}

export async function clearOneTimeToken(db: Db, userId: string, type: OneTimeTokenType): Promise<void> {
  await db`delete from auth.one_time_tokens where user_id = ${userId} and token_type = ${type}`;
}
