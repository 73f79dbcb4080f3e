"use client";

import { useEffect } from "react";

import { toast } from "@/components/ui/toast";
import { hasAuthFragment } from "@/lib/auth/auth-fragment";
import { CALLBACK_ERROR_MESSAGES, callbackError, hasCallbackError } from "@/lib/auth/callback-errors";
import type { Flash } from "@/lib/auth/flash";

// Notices already shown in this tab (Strict Mode runs effects twice; the router may replay a cached page).
const shown = new Set<string>();

/** Takes the auth parameters out of the address bar; returns what their error means, if they held one. */
function takeAuthFragment(): string | null {
  // They have done their job once the page is here.
  if (!hasAuthFragment(window.location.hash)) return null;
  const fragment = window.location.hash.slice(1);
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  const params = new URLSearchParams(fragment);
  return hasCallbackError(params) ? CALLBACK_ERROR_MESSAGES[callbackError(params)] : null;
}

/**
 * Shows a notice left by the previous step (navigation state) once (FlashNotice has deleted its cookie). When the server
 * could only say 'Authentication failed' because the provider put its error in the fragment (which never
 * reaches the server), the fixed text for that error is shown instead; never the link's own words.
 */
export function FlashToast({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    const fragmentError = takeAuthFragment();
    if (!flash || shown.has(flash.id)) return;
    shown.add(flash.id);
    const message = flash.kind === "authenticationFailed" && fragmentError ? fragmentError : flash.message;
    const options = flash.durationMs ? { duration: flash.durationMs } : undefined;
    if (flash.type === "success") toast.success(message, options);
    else toast.error(message, options);
  }, [flash]);
  return null;
}
