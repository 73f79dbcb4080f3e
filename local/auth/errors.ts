// Errors in the shape auth-js reads: `{code: <status>, error_code, msg}` plus the `x-sb-error-code` header.

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = "AuthError";
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** The OAuth-style body GoTrue still uses for a few token-endpoint failures. */
export class OAuthError extends Error {
  readonly error: string;

  constructor(error: string, description: string) {
    super(description);
    this.name = "OAuthError";
    this.error = error;
  }
}

export const MIN_PASSWORD_LENGTH = 6;

export const errors = {
  validation: (message: string) => new AuthError(400, "validation_failed", message),
  badJson: (message: string) =>
    new AuthError(400, "bad_json", `Could not parse request body as JSON: ${message}`),
  invalidCredentials: () => new AuthError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => new AuthError(400, "email_not_confirmed", "Email not confirmed"),
  userAlreadyExists: () => new AuthError(422, "user_already_exists", "User already registered"),
  emailExists: () =>
    new AuthError(422, "email_exists", "A user with this email address has already been registered"),
  weakPassword: () =>
    new AuthError(422, "weak_password", `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ["length"] },
    }),
  samePassword: () =>
    new AuthError(422, "same_password", "New password should be different from the old password."),
  noAuthorization: () =>
    new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token"),
  badJwt: (reason: string) =>
    new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`),
  userNotFound: () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist"),
  sessionNotFound: (status = 403) =>
    new AuthError(status, "session_not_found", "Session from session_id claim in JWT does not exist"),
  refreshTokenNotFound: () =>
    new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  overEmailSendRateLimit: (secondsLeft: number) =>
    new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${secondsLeft} seconds.`,
    ),
  flowStateNotFound: () =>
    new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
  flowStateExpired: () =>
    new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired"),
  badCodeVerifier: () =>
    new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier"),
  otpExpired: () => new AuthError(403, "otp_expired", "Email link is invalid or has expired"),
  notFound: () => new AuthError(404, "not_found", "Not found"),
};

export function errorBody(error: AuthError): Record<string, unknown> {
  return { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

/** Seconds left before `sentAt + windowSeconds`, as GoTrue rounds them (down). */
export function secondsLeft(sentAt: Date, windowSeconds: number, now: Date): number {
  return Math.max(0, Math.floor((sentAt.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}
