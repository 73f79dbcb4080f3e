/** Texts of the account screens and flows (docs/spec.md, product §2, §4, §5, §8, §9). UI, server actions and tests share them. */

export const AUTH_DELAYS_MS = {
  /** Saving consent waits this long before going to /oauth/success (docs/spec.md, product §4, §9). */
  afterConsent: 500,
  /** /oauth/success → /builder (docs/spec.md, product §2, §9). */
  oauthSuccessRedirect: 3000,
  /** Password-reset success view → /signin (docs/spec.md, product §4, §9). */
  passwordResetRedirect: 3000,
  /** The sign-up profile insert is retried once after this (docs/spec.md, product §7, §9). */
  signUpInsertRetry: 1000,
} as const;

export const AUTH_TOAST_MS = {
  /** The sign-in page's success toast from navigation state (docs/spec.md, product §2). */
  signInNotice: 5000,
} as const;

export const VALIDATION = {
  invalidEmail: "Invalid email address",
  passwordMin: "Password must be at least 6 characters",
  nameMin: "Name must be at least 2 characters",
  passwordsDontMatch: "Passwords don't match",
  termsRequired: "You must accept the Terms of Service and Privacy Policy",
  consentTermsRequired: "You must accept the Terms of Service and Privacy Policy to continue",
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

/** docs/spec.md (product) §8 'Sign-in and auth', verbatim. */
export const AUTH_ERRORS = {
  emailNotRegistered: "Email not registered",
  socialSignInFailed: (provider: string) => `Failed to sign in with ${provider}`,
  signOutFailed: "Failed to sign out",
  authenticationFailed: "Authentication failed",
  profileCheckFailed: "Error checking profile. Please try again.",
  somethingWentWrong: "Something went wrong. Please try again.",
  consentSaveFailed: "Failed to save consent preferences. Please try again.",
  consentRequired: "Consent is required to use our service.",
  forgotRateLimited: "Too many requests. Please wait a few minutes before trying again.",
  /** Ours, the forgot-password text above for the sign-in throttle (docs/decisions.md 'Sign-in throttle'). */
  signInRateLimited: "Too many requests. Please wait a few minutes before trying again.",
  forgotNotFound: "No account found with this email address.",
  forgotFailed: "Failed to send reset email. Please try again.",
  resetSessionExpired: "Reset session expired. Please request a new password reset link.",
  resetWeakPassword: "Password is too weak. Please choose a stronger password.",
  resetFailed: "Failed to update password. Please try again.",
} as const;

/**
 * Our own: what /auth/callback says when the provider sends the browser back with an error. The link's own text
 * (`error_description`) is never shown, since anyone can write a link (docs/decisions.md 'Provider text').
 */
export const CALLBACK_ERRORS = {
  /** error=access_denied: the user cancelled at the provider. */
  signInCancelled: "Sign-in was cancelled. Please try again.",
  /** error_code=otp_expired: a confirmation or sign-in link that was used or is too old. */
  linkExpired: "This link is invalid or has expired. Please sign in again or request a new link.",
} as const;

export const AUTH_SUCCESS = {
  signedOut: "Signed out successfully",
  passwordUpdated: "Password updated successfully. Please sign in with your new password.",
  emailConfirmed: "Your email is confirmed. Please sign in.",
  /** Ours, after "Sign out everywhere" (docs/decisions.md 'Ending sessions'). */
  signedOutEverywhere: "You have been signed out on every device.",
} as const;

export const SOCIAL_PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "github", label: "GitHub" },
  { id: "linkedin_oidc", label: "LinkedIn" },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

export const FIELD_LABELS = {
  name: "Full name",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
  newPassword: "New password",
  confirmNewPassword: "Confirm new password",
  marketing: "Send me occasional product news and job-search tips (optional)",
} as const;

/** "I agree to the {Terms of Service} and {Privacy Policy}", split so the two links can sit inside the label. */
export const TERMS_LABEL = {
  before: "I agree to the",
  terms: "Terms of Service",
  between: "and",
  privacy: "Privacy Policy",
} as const;

export const SOCIAL = {
  continueWith: (provider: string) => `Continue with ${provider}`,
  redirecting: (provider: string) => `Connecting to ${provider}…`,
  groupLabel: "Sign in with a social account",
  divider: "or continue with email",
} as const;

export const SIGN_IN = {
  metaTitle: "Sign In",
  title: "Welcome back",
  lead: "Sign in to write, format and export your cover letters.",
  submit: "Sign In",
  pending: "Signing in…",
  forgotPassword: "Forgot password?",
  noAccount: "Don't have an account?",
  signUpLink: "Sign up",
  createAccountWithEmail: "Create an account with this email",
} as const;

export const SIGN_UP = {
  metaTitle: "Sign Up",
  title: "Create your account",
  lead: "Start writing tailored cover letters in minutes.",
  submit: "Create Account",
  pending: "Creating account…",
  haveAccount: "Already have an account?",
  signInLink: "Sign in",
  benefitsTitle: "What you get",
  benefits: [
    "2 AI cover letters every month, free",
    "Letters tailored to each job description",
    "Tone, length, page size and alignment controls",
    "AI suggestions to improve your CV",
    "Text export, and PDF with Premium",
  ],
  supportPrefix: "Questions? Contact us at",
  notRegisteredNotice: "No account uses this email yet. Create one below.",
  checkEmailTitle: "Check your email",
  checkEmailLead: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to activate your account and start building.`,
  checkEmailHint: "Didn't get it? Check your spam folder, or sign up again to get a new link.",
  useDifferentEmail: "Use a different email address",
  backToSignIn: "Back to sign in",
} as const;

export const FORGOT_PASSWORD = {
  metaTitle: "Forgot Password",
  title: "Reset your password",
  lead: "Enter the email address of your account and we'll send you a link to choose a new password.",
  submit: "Send Reset Link",
  pending: "Sending…",
  sentTitle: "Check your email",
  sentLead: (email: string) =>
    `We sent a password reset link to ${email}. The link works once and expires in an hour.`,
  tryDifferentEmail: "Try a different email address",
  backToSignIn: "Back to sign in",
  rememberPassword: "Remembered it?",
} as const;

export const RESET_PASSWORD = {
  metaTitle: "Reset Password",
  validating: "Checking your reset link…",
  title: "Choose a new password",
  lead: "Enter a new password for your account.",
  submit: "Update Password",
  pending: "Updating…",
  invalidTitle: "Invalid or Expired Link",
  invalidLead: "This password reset link is invalid or has expired. Request a new one to continue.",
  requestNewLink: "Request a new link",
  backToSignIn: "Back to sign in",
  successTitle: "Password updated",
  successLead: "Your password has been changed and you have been signed out. Taking you to sign in…",
  goToSignIn: "Go to sign in now",
} as const;

export const CONSENT = {
  metaTitle: "Finish signing in",
  title: "Before you continue",
  lead: "Please review and accept our terms to use Cover Letter Builder.",
  save: "Save and Continue",
  saving: "Saving…",
  close: "Close",
  background: "Finishing your sign-in…",
} as const;

export const OAUTH_SUCCESS = {
  metaTitle: "You're All Set",
  title: "You're All Set",
  lead: "Your account is ready. Taking you to the builder…",
  goNow: "Go to the builder now",
} as const;

export const SIGN_OUT = {
  pending: "Signing out…",
} as const;

/** Ours: the account page's sign-in details and Sessions section (docs/decisions.md 'Ending sessions'). */
export const ACCOUNT_SIGN_IN = {
  metaTitle: "Account",
  title: "Account",
  detailsTitle: "Your details",
  nameLabel: "Name",
  noName: "Not set",
  emailLabel: "E-mail",
  providersLabel: "Sign-in methods",
  /** The social ones read as SOCIAL_PROVIDERS' labels. */
  passwordProvider: "E-mail and password",
  sessionsTitle: "Sessions",
  sessionsLead:
    "Signed in on a device you no longer use? Sign out everywhere ends every session, this one included.",
  signOutEverywhere: "Sign out everywhere",
  confirmTitle: "Sign out everywhere?",
  confirmLead:
    "Every device signed in to your account is signed out, this one too. You can sign in again straight away.",
  cancel: "Cancel",
} as const;

export const PASSWORD_VISIBILITY = {
  show: "Show password",
  hide: "Hide password",
} as const;
