"use client";

import { controlClassName } from "@/components/forms/field";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { LetterOptions } from "@/lib/builder/options";
import { FORMAT_CONTROLS, LENGTH_LABELS, TONE_LABELS } from "@/lib/messages/builder";
import { LENGTH_OPTIONS, TONE_OPTIONS } from "@/lib/validation/ai";
import { cn } from "@/lib/utils";

type LetterOptionsFieldsProps = {
  options: LetterOptions;
  disabled?: boolean;
  /** The id of the hint saying when they apply. */
  hintId?: string;
  onChange(options: LetterOptions): void;
};

function OptionSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  disabled?: boolean;
  hintId?: string;
  onChange(value: T): void;
}) {
  return (
    <div className="grid gap-1.5 text-left *:data-[slot=native-select-wrapper]:w-full">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        aria-describedby={props.hintId}
        onChange={(event) => props.onChange(event.target.value as T)}
        className={cn(controlClassName, "h-9 py-1.5")}
      >
        {props.choices.map((choice) => (
          <NativeSelectOption key={choice} value={choice}>
            {props.labels[choice]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Tone and length: what the next letter is written with, so they sit by Generate and Regenerate. */
export function LetterOptionsFields({ options, disabled, hintId, onChange }: LetterOptionsFieldsProps) {
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:w-80">
      <OptionSelect
        id="option-tone"
        label={FORMAT_CONTROLS.tone}
        value={options.tone}
        choices={TONE_OPTIONS}
        labels={TONE_LABELS}
        disabled={disabled}
        hintId={hintId}
        onChange={(tone) => onChange({ ...options, tone })}
      />
      <OptionSelect
        id="option-length"
        label={FORMAT_CONTROLS.length}
        value={options.length}
        choices={LENGTH_OPTIONS}
        labels={LENGTH_LABELS}
        disabled={disabled}
        hintId={hintId}
        onChange={(length) => onChange({ ...options, length })}
      />
    </div>
  );
}
