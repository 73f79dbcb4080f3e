"use client";

import { controlClassName } from "@/components/forms/control-class";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

export const optionSelectClassName = cn(controlClassName, "h-9 py-1.5");
/** A NativeSelect sizes to its content; in a grid cell it fills its column. */
export const optionFieldClassName = "grid gap-1.5 text-left *:data-[slot=native-select-wrapper]:w-full";

/** A labelled native select over a fixed list of choices, each shown by its label. */
export function OptionSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  disabled?: boolean;
  /** The id of a hint that describes the field. */
  hintId?: string;
  onChange(value: T): void;
}) {
  return (
    <div className={optionFieldClassName}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        aria-describedby={props.hintId}
        onChange={(event) => props.onChange(event.target.value as T)}
        className={optionSelectClassName}
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
