import { AUTH_ERRORS, CALLBACK_ERRORS } from "@/lib/messages/auth";

/**
 * What an auth redirect's error parameters (query or fragment) may show: a fixed text for the codes we can name,
 * 'Authentication failed' for anything else. The link's own `error_description` is never shown, since anyone can
 * write a link (docs/decisions.md 'Provider text'). Shared by /auth/callback and the browser's notice.
 */
export const CALLBACK_ERROR_MESSAGES = {
  linkExpired: CALLBACK_ERRORS.linkExpired,
  signInCancelled: CALLBACK_ERRORS.signInCancelled,
  authenticationFailed: AUTH_ERRORS.authenticationFailed,
} as const;

export type CallbackError = keyof typeof CALLBACK_ERROR_MESSAGES;

export const hasCallbackError = (params: URLSearchParams) =>
  params.has("error") || params.has("error_code") || params.has("error_description");

export function callbackError(params: URLSearchParams): CallbackError {
  if (params.get("error_code") === "otp_expired") return "linkExpired";
  if (params.get("error") === "access_denied") return "signInCancelled";
  return "authenticationFailed";
}
