"use client";

import { useEffect } from "react";

import { toast } from "@/components/ui/toast";
import type { Flash } from "@/lib/auth/flash";

// Notices already shown in this tab (Strict Mode runs effects twice; the router may replay a cached page).
const shown = new Set<string>();

/** Auth parameters a redirect may carry over in the fragment; they have done their job once the page is here. */
const AUTH_FRAGMENT = /(^|&)(error_description|error_code|access_token|refresh_token)=/;
const MAX_DETAIL_LENGTH = 200;

/** Takes the auth parameters out of the address bar; returns the error description they held, if any. */
function takeAuthFragment(): string | null {
  const fragment = window.location.hash.slice(1);
  if (!AUTH_FRAGMENT.test(fragment)) return null;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return new URLSearchParams(fragment).get("error_description")?.trim().slice(0, MAX_DETAIL_LENGTH) || null;
}

/**
 * Shows a notice left by the previous step (navigation state) once, then deletes its cookie. When the server
 * could only say 'Authentication failed' because the provider put its reason in the fragment (which never
 * reaches the server), the provider's reason is shown instead.
 */
export function FlashToast({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    const fragmentError = takeAuthFragment();
    if (!flash || shown.has(flash.id)) return;
    shown.add(flash.id);
    document.cookie = `${flash.cookie.name}=; Max-Age=0; Path=${flash.cookie.path}; SameSite=Lax`;
    const message = flash.kind === "authenticationFailed" && fragmentError ? fragmentError : flash.message;
    const options = flash.durationMs ? { duration: flash.durationMs } : undefined;
    // On a full page load the Toaster (later in the tree) subscribes after this effect; wait a tick for it.
    window.setTimeout(() => {
      if (flash.type === "success") toast.success(message, options);
      else toast.error(message, options);
    }, 0);
  }, [flash]);
  return null;
}
