// What every endpoint gets: the database, the signing key, the settings, the mailbox and the clock.
import type { Sql } from "postgres";
import type { OutgoingMail } from "../mailbox/messages.ts";
import type { SigningKeys } from "./keys.ts";

export type AuthSettings = {
  /** http://127.0.0.1:<port>, what supabase-js is given as SUPABASE_URL. */
  url: string;
  /** `<url>/auth/v1`: the `iss` claim and the base of every link. */
  issuer: string;
  /** The app's origin: default redirect target, and the only origin `redirect_to` may point at. */
  siteUrl: string;
  autoconfirm: boolean;
  accessTokenTtlSeconds: number;
  flowStateTtlSeconds: number;
  emailLinkTtlSeconds: number;
  emailFrequencySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
};

export type MailDelivery = { deliver(message: OutgoingMail): unknown };

export type AuthContext = {
  sql: Sql;
  keys: SigningKeys;
  settings: AuthSettings;
  mailbox: MailDelivery;
  now(): Date;
};

export const PROVIDERS = {
  google: "Google",
  github: "GitHub",
  linkedin_oidc: "LinkedIn",
} as const;

export type ProviderName = keyof typeof PROVIDERS;

export function isProvider(name: string): name is ProviderName {
  return Object.hasOwn(PROVIDERS, name);
}
