import "server-only";

import { randomBytes } from "node:crypto";
import { cookies } from "next/headers";

import { publicEnv } from "@/lib/env";
import { CALLBACK_ERROR_MESSAGES } from "@/lib/auth/callback-errors";
import { ACCOUNT_DELETED } from "@/lib/messages/account";
import { AUTH_ERRORS, AUTH_SUCCESS, AUTH_TOAST_MS } from "@/lib/messages/auth";

/**
 * One-time notices carried across a redirect ("navigation state"): a short-lived cookie scoped to the page that
 * shows it, read by the site shell and deleted by the browser once the toast is up. Only known kinds are shown,
 * each with its fixed text: no text from a link or a provider (docs/decisions.md 'Provider text').
 */
export const FLASH_COOKIE = "flash";
const FLASH_MAX_AGE_SECONDS = 60;

const KINDS = {
  signedOut: { type: "success", message: AUTH_SUCCESS.signedOut },
  signedOutEverywhere: { type: "success", message: AUTH_SUCCESS.signedOutEverywhere },
  accountDeleted: { type: "success", message: ACCOUNT_DELETED },
  signOutFailed: { type: "error", message: AUTH_ERRORS.signOutFailed },
  passwordUpdated: {
    type: "success",
    message: AUTH_SUCCESS.passwordUpdated,
    durationMs: AUTH_TOAST_MS.signInNotice,
  },
  emailConfirmed: {
    type: "success",
    message: AUTH_SUCCESS.emailConfirmed,
    durationMs: AUTH_TOAST_MS.signInNotice,
  },
  consentRequired: { type: "error", message: AUTH_ERRORS.consentRequired },
  authenticationFailed: { type: "error", message: AUTH_ERRORS.authenticationFailed },
  profileCheckFailed: { type: "error", message: AUTH_ERRORS.profileCheckFailed },
  somethingWentWrong: { type: "error", message: AUTH_ERRORS.somethingWentWrong },
  signInCancelled: { type: "error", message: CALLBACK_ERROR_MESSAGES.signInCancelled },
  linkExpired: { type: "error", message: CALLBACK_ERROR_MESSAGES.linkExpired },
} as const satisfies Record<string, { type: "success" | "error"; message: string; durationMs?: number }>;

export type FlashKind = keyof typeof KINDS;

/** What the browser gets: enough to show the toast once and delete the cookie. */
export type Flash = {
  id: string;
  kind: FlashKind;
  type: "success" | "error";
  message: string;
  durationMs?: number;
  cookie: { name: string; path: string };
};

type Stored = { k: FlashKind; id: string; p: string };

/** Leaves a notice for the next render of `path` (the cookie is sent only there). */
export async function setFlash(kind: FlashKind, path: string): Promise<void> {
  const stored: Stored = { k: kind, id: randomBytes(6).toString("hex"), p: path };
  const store = await cookies();
  store.set(FLASH_COOKIE, JSON.stringify(stored), {
    path,
    maxAge: FLASH_MAX_AGE_SECONDS,
    sameSite: "lax",
    httpOnly: false, // the browser deletes it once shown
    secure: publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https:"),
  });
}

/** The notice waiting for this request, if any (server components only read; the browser deletes). */
export async function readFlash(): Promise<Flash | null> {
  const store = await cookies();
  const raw = store.get(FLASH_COOKIE)?.value;
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.k !== "string" || !Object.hasOwn(KINDS, stored.k) || typeof stored.id !== "string") {
      return null;
    }
    const kind = KINDS[stored.k];
    return {
      id: stored.id.slice(0, 32),
      kind: stored.k,
      type: kind.type,
      message: kind.message,
      ...("durationMs" in kind ? { durationMs: kind.durationMs } : {}),
      cookie: {
        name: FLASH_COOKIE,
        path: typeof stored.p === "string" && stored.p.startsWith("/") ? stored.p : "/",
      },
    };
  } catch {
    return null;
  }
}
