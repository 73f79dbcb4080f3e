"use client";

import { useEffect, useId, type KeyboardEvent } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { z } from "zod";

import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatLetterDate } from "@/lib/letter/date";
import { LAYOUT_LIMITS, letterLayoutSchema, type LetterLayout } from "@/lib/letter/layout";
import { LETTER_HEADER_FORM as T } from "@/lib/messages/builder/letter";
import type { Formatting } from "@/lib/validation/ai";
import { cn } from "@/lib/utils";

type LetterHeaderFormProps = {
  layout: LetterLayout;
  pageSize: Formatting["pageSize"];
  saving?: boolean;
  onSave(layout: LetterLayout): void;
  onCancel(): void;
};

type HeaderValues = z.input<typeof letterLayoutSchema>;

/** How each one-line field is typed: its label, the browser's autofill hint and keyboard. */
const SENDER_FIELDS = [
  { name: "sender.name", label: T.senderName, type: "text", autoComplete: "name" },
  { name: "sender.email", label: T.senderEmail, type: "email", autoComplete: "email" },
  { name: "sender.phone", label: T.senderPhone, type: "tel", autoComplete: "tel" },
  { name: "sender.location", label: T.senderLocation, type: "text", autoComplete: "address-level2" },
  { name: "sender.link", label: T.senderLink, type: "text", autoComplete: "url", inputMode: "url" },
] as const;
const RECIPIENT_FIELDS = [
  { name: "recipient.name", label: T.recipientName, type: "text", autoComplete: "off" },
  { name: "recipient.organisation", label: T.recipientOrganisation, type: "text", autoComplete: "off" },
] as const;

/** The schema's own words for a refused field (lib/messages/letter-layout.ts), the same the server answers. */
function errorText(error: FieldError | undefined): string | undefined {
  return error?.message;
}

/**
 * Edits the letter's header (docs/architecture.md §14 'Letter layout'): the sender block, the date, the recipient
 * block and the subject line. The body is edited in the letter editor.
 */
export function LetterHeaderForm({ layout, pageSize, saving, onSave, onCancel }: LetterHeaderFormProps) {
  const id = useId();
  const form = useForm<HeaderValues, unknown, LetterLayout>({
    resolver: zodResolver(letterLayoutSchema),
    defaultValues: layout,
  });
  const errors = form.formState.errors;
  const date = useWatch({ control: form.control, name: "date" });
  const titleId = `${id}-title`;
  const fieldId = (name: string) => `${id}-${name.replace(".", "-")}`;

  useEffect(() => form.setFocus("sender.name"), [form]);

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Escape" && !saving) {
      event.preventDefault();
      onCancel();
    }
  }

  function textField(spec: (typeof SENDER_FIELDS)[number] | (typeof RECIPIENT_FIELDS)[number]) {
    const inputId = fieldId(spec.name);
    const max = LAYOUT_LIMITS.lineMaxChars;
    const error = errorText(form.getFieldState(spec.name, form.formState).error);
    return (
      <Field key={spec.name} id={inputId} label={spec.label} error={error}>
        <Input
          id={inputId}
          type={spec.type}
          autoComplete={spec.autoComplete}
          inputMode={"inputMode" in spec ? spec.inputMode : undefined}
          maxLength={max}
          className={cn(controlClassName, "h-9")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error)}
          {...form.register(spec.name)}
        />
      </Field>
    );
  }

  const dateId = fieldId("date");
  const dateError = errorText(errors.date);
  const dateShown = date ? T.dateShownAs(formatLetterDate(date, layout.locale, pageSize)) : undefined;
  const addressId = fieldId("recipient.address");
  const addressError = errorText(errors.recipient?.address);
  const subjectId = fieldId("subject");
  const subjectError = errorText(errors.subject);

  return (
    <form
      onSubmit={form.handleSubmit(onSave)}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby={titleId}
      className="grid gap-5"
    >
      <h4 id={titleId} className="font-semibold">
        {T.title}
      </h4>
      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className="grid content-start gap-3">
          <legend className="mb-2 text-sm font-medium text-muted-foreground">{T.sender}</legend>
          {SENDER_FIELDS.map((spec) => textField(spec))}
        </fieldset>
        <fieldset className="grid content-start gap-3">
          <legend className="mb-2 text-sm font-medium text-muted-foreground">{T.recipient}</legend>
          {RECIPIENT_FIELDS.map((spec) => textField(spec))}
          <Field id={addressId} label={T.recipientAddress} error={addressError}>
            <Textarea
              id={addressId}
              rows={3}
              maxLength={LAYOUT_LIMITS.addressMaxChars}
              autoComplete="off"
              className={cn(controlClassName, "h-auto field-sizing-fixed resize-y")}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={describedBy(addressId, addressError)}
              {...form.register("recipient.address")}
            />
          </Field>
        </fieldset>
      </div>
      <div className="grid gap-5 md:grid-cols-[12rem_minmax(0,1fr)]">
        <Field id={dateId} label={T.date} hint={dateShown} error={dateError}>
          <Input
            id={dateId}
            type="date"
            required
            className={cn(controlClassName, "h-9")}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={describedBy(dateId, dateError, Boolean(dateShown))}
            {...form.register("date")}
          />
        </Field>
        <Field id={subjectId} label={T.subject} hint={T.subjectHint} error={subjectError}>
          <Input
            id={subjectId}
            type="text"
            maxLength={LAYOUT_LIMITS.subjectMaxChars}
            autoComplete="off"
            className={cn(controlClassName, "h-9")}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={describedBy(subjectId, subjectError, true)}
            {...form.register("subject")}
          />
        </Field>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
          {saving ? T.saving : T.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
