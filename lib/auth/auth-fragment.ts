/** Auth parameters a redirect may carry over in the fragment (which never reaches the server). */
export const AUTH_FRAGMENT = /(^|&)(error_description|error_code|access_token|refresh_token)=/;

/** Whether this address's fragment holds auth parameters. */
export const hasAuthFragment = (hash: string) => AUTH_FRAGMENT.test(hash.replace(/^#/, ""));
