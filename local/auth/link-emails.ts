// The e-mail link flows: sending a confirmation / recovery / e-mail-change link (60 s apart at most),
// and confirming an address.
import type { AuthContext } from "./context.ts";
import { errors, secondsLeft } from "./errors.ts";
import { confirmationMail, emailChangeMail, newTokenHash, recoveryMail, verifyLink } from "./mail.ts";
import type { PkceChallenge } from "./pkce.ts";
import {
  clearOneTimeToken,
  createFlowState,
  recordOneTimeToken,
  type AuthenticationMethod,
} from "./store/flow-state.ts";
import { mergeMetadata, saveUser, syncEmailIdentity, type Db, type UserRow } from "./store/users.ts";

function checkFrequency(ctx: AuthContext, sentAt: Date | null, now: Date): void {
  const window = ctx.settings.emailFrequencySeconds;
  if (sentAt && now.getTime() < sentAt.getTime() + window * 1000) {
    throw errors.overEmailSendRateLimit(secondsLeft(sentAt, window, now));
  }
}

async function startFlow(
  db: Db,
  user: UserRow,
  pkce: PkceChallenge | null,
  method: AuthenticationMethod,
  now: Date,
): Promise<string> {
  if (!pkce) return "";
  await createFlowState(db, {
    userId: user.id,
    providerType: "email",
    challenge: pkce.challenge,
    method: pkce.method,
    authenticationMethod: method,
    now,
  });
  return "pkce_";
}

export async function sendConfirmation(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  pkce: PkceChallenge | null,
  redirectTo: string,
): Promise<UserRow> {
  const now = ctx.now();
  checkFrequency(ctx, user.confirmation_sent_at, now);
  const prefix = await startFlow(db, user, pkce, "email/signup", now);
  const email = user.email ?? "";
  const tokenHash = newTokenHash(email);
  user.confirmation_token = prefix + tokenHash;
  user.confirmation_sent_at = now;
  const saved = await saveUser(db, user, now);
  await recordOneTimeToken(db, {
    userId: user.id,
    type: "confirmation_token",
    tokenHash: user.confirmation_token,
    relatesTo: email,
    now,
  });
  ctx.mailbox.deliver(confirmationMail(email, verifyLink(ctx.settings, tokenHash, "signup", redirectTo)));
  return saved;
}

export async function sendRecovery(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  pkce: PkceChallenge | null,
  redirectTo: string,
): Promise<void> {
  const now = ctx.now();
  checkFrequency(ctx, user.recovery_sent_at, now);
  const prefix = await startFlow(db, user, pkce, "recovery", now);
  const email = user.email ?? "";
  const tokenHash = newTokenHash(email);
  user.recovery_token = prefix + tokenHash;
  user.recovery_sent_at = now;
  await saveUser(db, user, now);
  await recordOneTimeToken(db, {
    userId: user.id,
    type: "recovery_token",
    tokenHash: user.recovery_token,
    relatesTo: email,
    now,
  });
  ctx.mailbox.deliver(recoveryMail(email, verifyLink(ctx.settings, tokenHash, "recovery", redirectTo)));
}

/** Mutates `user` (the caller saves it): the new address waits in email_change until its link is opened. */
export async function sendEmailChange(
  ctx: AuthContext,
  db: Db,
  user: UserRow,
  newEmail: string,
  pkce: PkceChallenge | null,
  redirectTo: string,
): Promise<void> {
  const now = ctx.now();
  checkFrequency(ctx, user.email_change_sent_at, now);
  const prefix = await startFlow(db, user, pkce, "email_change", now);
  const tokenHash = newTokenHash(newEmail);
  user.email_change = newEmail;
  user.email_change_token_new = prefix + tokenHash;
  user.email_change_sent_at = now;
  await recordOneTimeToken(db, {
    userId: user.id,
    type: "email_change_token_new",
    tokenHash: user.email_change_token_new,
    relatesTo: newEmail,
    now,
  });
  ctx.mailbox.deliver(
    emailChangeMail(
      newEmail,
      user.email ?? "",
      verifyLink(ctx.settings, tokenHash, "email_change", redirectTo),
    ),
  );
}

/** GoTrue's User.Confirm: the address is verified, the token spent, `email_verified` set in the metadata. */
export async function confirmEmail(ctx: AuthContext, db: Db, user: UserRow): Promise<UserRow> {
  const now = ctx.now();
  user.email_confirmed_at ??= now;
  user.confirmation_token = "";
  user.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, { email_verified: true });
  const saved = await saveUser(db, user, now);
  await syncEmailIdentity(db, saved, now);
  await clearOneTimeToken(db, user.id, "confirmation_token");
  return saved;
}
