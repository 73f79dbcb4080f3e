"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CircleAlert, CircleCheck, PlugZap, Save } from "lucide";
import { Icon } from "@/components/ui/icon";

import { CheckboxField } from "@/components/forms/checkbox-field";
import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { PasswordInput } from "@/components/forms/password-input";
import { PendingButton } from "@/components/forms/submit-button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { AiSettingsView } from "@/lib/admin/ai-settings-form";
import { ApiError, httpStatusMessage, requestJson } from "@/lib/api-client";
import type { ConnectionTestResult } from "@/lib/admin/connection-test";
import { ADMIN_ERRORS, failedToSaveSettings, SETTINGS_PAGE as T } from "@/lib/messages/admin";
import { connectionTestFailed, MAX_RETRIES, TIMEOUT_MS } from "@/lib/messages/ai";
import type { AiSettingsInput } from "@/lib/validation/admin";
import { API } from "@/lib/routes";

type TestState = { state: "idle" | "testing" } | { state: "success" | "error"; message: string };

const ADMIN_MESSAGES = { network: ADMIN_ERRORS.network, server: httpStatusMessage };

const FIELDS: Array<keyof AiSettingsInput> = ["apiKey", "clearApiKey", "timeoutMs", "maxRetries"];

function formValues(view: AiSettingsView): AiSettingsInput {
  return { apiKey: "", clearApiKey: false, timeoutMs: view.timeoutMs, maxRetries: view.maxRetries };
}

/**
 * The AI configuration of docs/spec.md, engine §2: API key (never shown back, only its masked description; empty keeps it),
 * timeout, max retries, Test Connection and Save. The server checks the role and the bounds again.
 */

const RESOLVER = lazyResolver<AiSettingsInput>(() =>
  import("@/lib/validation/admin").then((schemas) => schemas.aiSettingsSchema),
);

export function AiSettingsForm({ initial }: { initial: AiSettingsView }) {
  const router = useRouter();
  const [view, setView] = useState(initial);
  const [test, setTest] = useState<TestState>({ state: "idle" });
  const form = useForm<AiSettingsInput>({
    resolver: RESOLVER,
    defaultValues: formValues(initial),
  });
  const errors = form.formState.errors;
  const typedKey = useWatch({ control: form.control, name: "apiKey" }) ?? "";
  const testing = test.state === "testing";
  // docs/spec.md (engine) §2: disabled while testing or with no key (none typed and none saved).
  const canTest = !testing && (typedKey.trim() !== "" || view.savedKey !== null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await requestJson<{ message: string; settings: AiSettingsView }>(API.adminSettings, {
        method: "PUT",
        body: values,
        messages: ADMIN_MESSAGES,
      });
      setView(result.settings);
      form.reset(formValues(result.settings));
      toast.success(result.message);
      router.refresh(); // pages kept by the client router (dashboard, activity) show the change too
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) form.setError(field, { type: "server", message });
        }
      }
      toast.error(failedToSaveSettings((error as Error).message));
    }
  });

  async function testConnection() {
    setTest({ state: "testing" });
    try {
      const result = await requestJson<ConnectionTestResult>(API.adminTestConnection, {
        method: "POST",
        body: { apiKey: form.getValues("apiKey") },
        messages: ADMIN_MESSAGES,
      });
      if (result.status === "success") toast.success(result.message);
      else toast.error(result.message);
      setTest({ state: result.status, message: result.message });
      router.refresh(); // the test is logged: the recent calls below show it
    } catch (error) {
      const message = connectionTestFailed((error as Error).message);
      toast.error(message);
      setTest({ state: "error", message });
    }
  }

  const keyHint = [
    view.savedKey ? T.savedKey(view.savedKey) : T.noSavedKey,
    view.savedKey ? T.keepKeyHint : view.environmentKey ? T.environmentKey : T.noKeyAnywhere,
  ].join(" ");

  return (
    <form
      onFocus={RESOLVER.preload}
      onSubmit={onSubmit}
      noValidate
      aria-label={T.formTitle}
      className="grid max-w-2xl gap-6 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <h2 className="text-lg font-semibold">{T.formTitle}</h2>
      <div className="grid gap-3">
        <Field id="ai-api-key" label={T.apiKeyLabel} hint={keyHint} error={errors.apiKey?.message}>
          <PasswordInput
            id="ai-api-key"
            autoComplete="off"
            spellCheck={false}
            placeholder={T.apiKeyPlaceholder}
            visibilityLabels={{ show: T.showKey, hide: T.hideKey }}
            aria-invalid={errors.apiKey ? true : undefined}
            aria-describedby={describedBy("ai-api-key", errors.apiKey?.message, true)}
            {...form.register("apiKey", { onChange: () => setTest({ state: "idle" }) })}
          />
        </Field>
        {view.savedKey && (
          <div className="grid gap-1">
            <CheckboxField id="ai-clear-key" label={T.removeKey} {...form.register("clearApiKey")} />
            <p className="pl-7 text-xs text-muted-foreground">{T.removeKeyHint}</p>
          </div>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="ai-timeout" label={T.timeoutLabel} hint={T.timeoutHint} error={errors.timeoutMs?.message}>
          <Input
            id="ai-timeout"
            type="number"
            inputMode="numeric"
            min={TIMEOUT_MS.min}
            max={TIMEOUT_MS.max}
            step={1}
            className={controlClassName}
            aria-invalid={errors.timeoutMs ? true : undefined}
            aria-describedby={describedBy("ai-timeout", errors.timeoutMs?.message, true)}
            {...form.register("timeoutMs", { valueAsNumber: true })}
          />
        </Field>
        <Field id="ai-retries" label={T.retriesLabel} hint={T.retriesHint} error={errors.maxRetries?.message}>
          <Input
            id="ai-retries"
            type="number"
            inputMode="numeric"
            min={MAX_RETRIES.min}
            max={MAX_RETRIES.max}
            step={1}
            className={controlClassName}
            aria-invalid={errors.maxRetries ? true : undefined}
            aria-describedby={describedBy("ai-retries", errors.maxRetries?.message, true)}
            {...form.register("maxRetries", { valueAsNumber: true })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t pt-5">
        <PendingButton type="submit" pending={form.formState.isSubmitting} pendingLabel={T.saving}>
          <Icon node={Save} aria-hidden="true" />
          {T.save}
        </PendingButton>
        <PendingButton
          type="button"
          variant="outline"
          pending={testing}
          pendingLabel={T.testing}
          disabled={!canTest}
          onClick={() => void testConnection()}
        >
          <Icon node={PlugZap} aria-hidden="true" />
          {T.testConnection}
        </PendingButton>
        {(test.state === "success" || test.state === "error") && (
          // The toast announces the result; this keeps it in view (aria-hidden so it is not read twice).
          <span
            aria-hidden="true"
            className={`inline-flex items-center gap-1.5 text-sm ${test.state === "success" ? "text-emerald-700" : "text-destructive"}`}
          >
            {test.state === "success" ? (
              <Icon node={CircleCheck} className="size-4 shrink-0" />
            ) : (
              <Icon node={CircleAlert} className="size-4 shrink-0" />
            )}
            {test.message}
          </span>
        )}
      </div>
    </form>
  );
}
