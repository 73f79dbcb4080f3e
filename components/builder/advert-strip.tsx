"use client";

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Pencil } from "lucide";
import { Icon } from "@/components/ui/icon";

import { controlClassName } from "@/components/forms/control-class";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { AdvertAnalysisState } from "@/components/builder/use-advert-analysis";
import { ADVERT_FIELDS, ADVERT_LANGUAGES, type AdvertFieldName } from "@/lib/ai/analysis/job-analysis";
import { readingText, readingTexts, type AdvertEdits, type AdvertReading } from "@/lib/builder/advert-edits";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { ADVERT_STRIP } from "@/lib/messages/builder/letter";
import { cn } from "@/lib/utils";

type AdvertStripProps = {
  state: AdvertAnalysisState;
  edits: AdvertEdits;
  /** The current advert text's fingerprint: corrections saved now belong to it. */
  fingerprint: string;
  disabled?: boolean;
  onSave(edits: AdvertEdits): void;
};

/** A field before any correction; the language select needs a choice even when none was read. */
function baseValue(reading: AdvertReading | null, field: AdvertFieldName): string {
  if (field === "language") return reading?.language ?? "en";
  return readingText(reading, field);
}

function languageName(code: string): string {
  return ADVERT_STRIP.languages[code as keyof typeof ADVERT_STRIP.languages] ?? code;
}

/** Shows what the letter will be written from so a misreading can be corrected before generating. */
export function AdvertStrip({ state, edits, fingerprint, disabled, onSave }: AdvertStripProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<AdvertFieldName, string>>({
    company: "",
    position: "",
    hiringManager: "",
    language: "en",
  });
  const correctRef = useRef<HTMLButtonElement>(null);
  const reading = state.status === "ready" ? state.reading : null;
  const titleId = `${id}-title`;

  function shown(field: AdvertFieldName): string {
    return edits.fields[field] ?? baseValue(reading, field);
  }

  function startEditing() {
    setValues({
      company: shown("company"),
      position: shown("position"),
      hiringManager: shown("hiringManager"),
      language: shown("language"),
    });
    setEditing(true);
    requestAnimationFrame(() => document.getElementById(`${id}-company`)?.focus());
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => correctRef.current?.focus());
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: AdvertEdits["fields"] = {};
    for (const field of ADVERT_FIELDS) {
      const value = field === "language" ? values[field] : values[field].replace(/\s+/g, " ").trim();
      // Only a value that differs from the reading is a correction.
      if (value !== baseValue(reading, field)) fields[field] = value;
    }
    onSave({ forText: fingerprint, read: readingTexts(reading), fields });
    stopEditing();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      stopEditing();
    }
  }

  const loading = state.status === "loading" || state.status === "idle";

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className="grid gap-3 rounded-lg border bg-muted/40 p-3 text-left text-sm sm:p-4"
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="font-semibold">
          {ADVERT_STRIP.title}
        </h4>
        {!editing && (
          <Button
            ref={correctRef}
            type="button"
            variant="outline"
            size="sm"
            aria-label={ADVERT_STRIP.correctLabel}
            onClick={startEditing}
            disabled={disabled || loading}
          >
            <Icon node={Pencil} aria-hidden="true" />
            {ADVERT_STRIP.correct}
          </Button>
        )}
      </div>

      {editing ? (
        <form onSubmit={save} onKeyDown={onKeyDown} className="grid gap-3" aria-labelledby={titleId}>
          <div className="grid gap-3 sm:grid-cols-2">
            {ADVERT_FIELDS.map((field) => {
              const inputId = `${id}-${field}`;
              return (
                <div key={field} className="grid gap-1.5 *:data-[slot=native-select-wrapper]:w-full">
                  <Label htmlFor={inputId}>{ADVERT_STRIP.fields[field]}</Label>
                  {field === "language" ? (
                    <NativeSelect
                      id={inputId}
                      value={values.language}
                      onChange={(event) => setValues({ ...values, language: event.target.value })}
                      className={cn(controlClassName, "h-9 py-1.5")}
                    >
                      {ADVERT_LANGUAGES.map((code) => (
                        <NativeSelectOption key={code} value={code}>
                          {languageName(code)}
                        </NativeSelectOption>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Input
                      id={inputId}
                      type="text"
                      value={values[field]}
                      maxLength={INPUT_LIMITS.advertFieldMaxChars}
                      autoComplete="off"
                      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                      className={cn(controlClassName, "h-9")}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              {ADVERT_STRIP.save}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={stopEditing}>
              {ADVERT_STRIP.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {ADVERT_FIELDS.map((field) => (
              <StripRow key={field} field={field} loading={loading} reading={reading} edits={edits} />
            ))}
          </dl>
          <p className="truncate text-xs text-muted-foreground" role="status">
            {loading
              ? ADVERT_STRIP.loading
              : state.status === "error"
                ? ADVERT_STRIP.failed
                : ADVERT_STRIP.hint}
          </p>
        </>
      )}
    </section>
  );
}

function StripRow(props: {
  field: AdvertFieldName;
  loading: boolean;
  reading: AdvertReading | null;
  edits: AdvertEdits;
}) {
  const { field, loading, reading, edits } = props;
  const edit = edits.fields[field];
  const edited = edit !== undefined;
  const value = edited ? edit : readingText(reading, field);
  const text = value && field === "language" ? languageName(value) : value;
  const inferred = !edited && Boolean(value) && reading?.sources[field].confidence === "inferred";
  return (
    <div className="flex h-6 min-w-0 items-center gap-2">
      <dt className="shrink-0 text-muted-foreground">{ADVERT_STRIP.fields[field]}</dt>
      <dd className="flex min-w-0 items-center gap-1.5">
        {loading && !edited ? (
          <span aria-hidden="true" className="inline-block h-3.5 w-28 animate-pulse rounded bg-muted" />
        ) : text ? (
          <span className="truncate font-medium" title={text}>
            {text}
          </span>
        ) : (
          <span className="text-muted-foreground italic">
            {edited ? ADVERT_STRIP.none : ADVERT_STRIP.notFound}
          </span>
        )}
        {edited && <span className="shrink-0 text-xs text-muted-foreground">{ADVERT_STRIP.edited}</span>}
        {inferred && <span className="shrink-0 text-xs text-muted-foreground">{ADVERT_STRIP.inferred}</span>}
      </dd>
    </div>
  );
}
