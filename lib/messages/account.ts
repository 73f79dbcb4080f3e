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

/** Labels of the account page's forms. */
export const ACCOUNT_FORMS = {
  profileTitle: "Profile",
  nameLabel: "Full name",
  saveName: "Save name",
  savingName: "Saving…",
  emailTitle: "E-mail address",
  emailLead: "We send a confirmation link to the new address. The change takes effect when you open it.",
  newEmailLabel: "New e-mail address",
  changeEmail: "Send confirmation link",
  sendingEmail: "Sending…",
  passwordTitle: "Password",
  passwordLead: "Changing your password signs you out on every other device.",
  currentPasswordLabel: "Current password",
  newPasswordLabel: "New password",
  confirmPasswordLabel: "Confirm new password",
  changePassword: "Change password",
  changingPassword: "Changing…",
  noPasswordLead:
    "You sign in with a connected account, so you have no password yet. We can e-mail you a link to set one.",
  sendPasswordLink: "E-mail me a link to set a password",
  sendingPasswordLink: "Sending…",
  marketingTitle: "E-mails from us",
  marketingLabel: "Send me occasional product news and job-search tips",
  marketingGivenAt: (when: string) => `You agreed on ${when}.`,
  marketingWithdrawnAt: (when: string) => `You withdrew consent on ${when}.`,
  saveMarketing: "Save choice",
  savingMarketing: "Saving…",
  deleting: "Deleting…",
} as const;
