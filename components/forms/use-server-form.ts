"use client";

import { useState, useTransition } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import type { ActionResult } from "@/lib/auth/action-result";

/**
 * Runs a server action for a react-hook-form form: pending while it (and any redirect it causes) runs, the
 * server's field errors put on the fields, its form error kept for an alert.
 */
export function useServerForm<T extends FieldValues>(form: UseFormReturn<T>) {
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
      let firstField: Path<T> | null = null;
      for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) {
        const message = messages?.[0];
        if (!message) continue;
        firstField ??= name as Path<T>;
        form.setError(name as Path<T>, { type: "server", message });
      }
      if (firstField) form.setFocus(firstField);
      if (result.formError) setFormError(result.formError);
      if (result.code) setErrorCode(result.code);
    });
  }

  return { pending, formError, errorCode, run, clearFormError: () => setFormError(null) };
}
