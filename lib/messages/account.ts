/**
 * Texts of the account page's data rights (docs/product-rules.md 'Your account and your data'). The spec gives
 * none of these; ours are recorded in docs/decisions.md 'Account and data rights'.
 */
export const ACCOUNT_DATA = {
  exportTitle: "Export my data",
  exportLead:
    "Download everything we hold about you as one JSON file: your profile and consents, your sender block, every application with its versions, notes and claim checks, and your usage.",
  exportButton: "Download my data",
  deleteTitle: "Delete my account",
  deleteLead:
    "This cancels any subscription at once, deletes your sign-in and every letter, version, note and sender block, and signs you out. Usage records stay, without your name or e-mail. This cannot be undone.",
  deleteButton: "Delete my account",
  deleteConfirmLabel: "Type your e-mail address to confirm",
  deleteConfirmButton: "Delete everything",
  cancel: "Cancel",
} as const;

export const ACCOUNT_ERRORS = {
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  emailMismatch: "That is not the e-mail address of this account.",
  lastSuperAdmin:
    "You are the last super admin. Make another user a super admin before you delete your account.",
  subscriptionNotCancelled:
    "We couldn't cancel your subscription, so nothing was deleted. Please try again in a moment.",
} as const;

/** The notice on the home page after the deletion. */
export const ACCOUNT_DELETED = "Your account and your data have been deleted.";

/** What the account page's forms answer when they succeed. */
export const ACCOUNT_NOTICES = {
  nameSaved: "Your name has been saved.",
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your e-mail address changes when you open it.`,
  passwordChanged: "Your password has been changed. Your other devices have been signed out.",
  passwordLinkSent: (email: string) => `We sent a link to ${email} to set your password.`,
  marketingOn: "You will receive marketing e-mails.",
  marketingOff: "You will no longer receive marketing e-mails.",
} as const;
