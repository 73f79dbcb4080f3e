"use client";

import { useState, useTransition } from "react";

import type { ActionResult } from "@/lib/auth/action-result";

/** What a form must offer to show the server's field errors: react-hook-form's form and useSchemaForm's alike. */
interface FieldErrorTarget {
  setError(name: string, error: { type: string; message: string }): void;
  setFocus(name: string): void;
}

/**
 * Runs a server action for a form: pending while it (and any redirect it causes) runs, the
 * server's field errors put on the fields, its form error kept for an alert.
 */
export function useServerForm(form: FieldErrorTarget) {
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  function run(action: () => Promise<ActionResult | undefined>, onSuccess?: () => void | Promise<void>) {
    setFormError(null);
    setErrorCode(null);
    startTransition(async () => {
      const result = await action();
      if (!result) return; // the action redirected
      if (result.ok) {
        await onSuccess?.();
        return;
      }
      let firstField: string | null = null;
      for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) {
        const message = messages?.[0];
        if (!message) continue;
        firstField ??= name;
        form.setError(name, { type: "server", message });
      }
      if (firstField) form.setFocus(firstField);
      if (result.formError) setFormError(result.formError);
      if (result.code) setErrorCode(result.code);
    });
  }

  return { pending, formError, errorCode, run, clearFormError: () => setFormError(null) };
}
