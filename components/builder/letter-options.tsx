"use client";

import { OptionSelect } from "@/components/forms/option-select";
import type { LetterOptions } from "@/lib/builder/options";
import { FORMAT_CONTROLS, LENGTH_LABELS, TONE_LABELS } from "@/lib/messages/builder/letter";
import { LENGTH_OPTIONS, TONE_OPTIONS } from "@/lib/validation/letter-options";

type LetterOptionsFieldsProps = {
  options: LetterOptions;
  disabled?: boolean;
  /** The id of the hint saying when they apply. */
  hintId?: string;
  onChange(options: LetterOptions): void;
};

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
