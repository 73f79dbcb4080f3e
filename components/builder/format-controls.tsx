"use client";

import Link from "next/link";
import { Lock } from "lucide";
import { Icon } from "@/components/ui/icon";

import { OptionSelect, optionFieldClassName, optionSelectClassName } from "@/components/forms/option-select";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { TemplatePicker } from "@/components/builder/template-picker";
import { snapFontSize, snapLineHeight, withTemplate, type LetterOptions } from "@/lib/builder/options";
import {
  ALIGNMENT_LABELS,
  FONT_LABELS,
  FORMAT_CONTROLS,
  GENERATE_STEP,
  PAGE_SIZE_LABELS,
} from "@/lib/messages/builder/letter";
import {
  ALIGNMENT_OPTIONS,
  FONT_OPTIONS,
  FONT_SIZE,
  LINE_HEIGHT,
  PAGE_SIZE_OPTIONS,
  type Formatting,
} from "@/lib/validation/letter-options";
import { cn } from "@/lib/utils";
import { PAGES } from "@/lib/routes";

type FormatControlsProps = {
  options: LetterOptions;
  premium: boolean;
  disabled?: boolean;
  onChange(options: LetterOptions): void;
};

function RangeField(props: {
  id: string;
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  unit: string;
  disabled?: boolean;
  locked?: boolean;
  onChange(value: number): void;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={props.id} className="gap-1.5">
          {props.label}
          {props.locked && <PremiumTag />}
        </Label>
        <output htmlFor={props.id} className="text-sm text-muted-foreground tabular-nums">
          {props.value}
          {props.unit}
        </output>
      </div>
      <input
        id={props.id}
        type="range"
        min={props.range.min}
        max={props.range.max}
        step={props.range.step}
        value={props.value}
        disabled={props.disabled}
        aria-describedby={props.locked ? "premium-formatting-hint" : undefined}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
    </div>
  );
}

function PremiumTag() {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold text-amber-900">
      <Icon node={Lock} className="size-3" aria-hidden="true" />
      {FORMAT_CONTROLS.premium}
    </span>
  );
}

/** docs/spec.md (engine) §5 options; font, font size and line height are Premium (docs/decisions.md). */
export function FormatControls({ options, premium, onChange }: FormatControlsProps) {
  const locked = !premium;
  const setFormatting = (patch: Partial<Formatting>) =>
    onChange({ ...options, formatting: { ...options.formatting, ...patch } });
  const f = options.formatting;
  return (
    <section aria-labelledby="format-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h3 id="format-title" className="text-base font-semibold">
        {FORMAT_CONTROLS.title}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <OptionSelect
          id="option-page-size"
          label={FORMAT_CONTROLS.pageSize}
          value={f.pageSize}
          choices={PAGE_SIZE_OPTIONS}
          labels={PAGE_SIZE_LABELS}
          onChange={(pageSize) => setFormatting({ pageSize })}
        />
        <OptionSelect
          id="option-alignment"
          label={FORMAT_CONTROLS.alignment}
          value={f.alignment}
          choices={ALIGNMENT_OPTIONS}
          labels={ALIGNMENT_LABELS}
          onChange={(alignment) => setFormatting({ alignment })}
        />
      </div>

      <div
        className={cn(
          "mt-4 grid gap-4 rounded-lg sm:grid-cols-3",
          locked && "border border-dashed border-amber-300 bg-amber-50/50 p-3",
        )}
      >
        <div className={optionFieldClassName}>
          <Label htmlFor="option-font" className="gap-1.5">
            {FORMAT_CONTROLS.font}
            {locked && <PremiumTag />}
          </Label>
          <NativeSelect
            id="option-font"
            value={f.fontFamily}
            disabled={locked}
            aria-describedby={locked ? "premium-formatting-hint" : undefined}
            onChange={(event) =>
              setFormatting({ fontFamily: event.target.value as Formatting["fontFamily"] })
            }
            className={optionSelectClassName}
          >
            {FONT_OPTIONS.map((font) => (
              <NativeSelectOption key={font} value={font}>
                {FONT_LABELS[font]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <RangeField
          id="option-font-size"
          label={FORMAT_CONTROLS.fontSize}
          value={f.fontSizePt}
          range={FONT_SIZE}
          unit=" pt"
          disabled={locked}
          locked={locked}
          onChange={(value) => setFormatting({ fontSizePt: snapFontSize(value) })}
        />
        <RangeField
          id="option-line-height"
          label={FORMAT_CONTROLS.lineHeight}
          value={f.lineHeight}
          range={LINE_HEIGHT}
          unit="×"
          disabled={locked}
          locked={locked}
          onChange={(value) => setFormatting({ lineHeight: snapLineHeight(value) })}
        />
        {locked && (
          <p id="premium-formatting-hint" className="text-sm text-amber-950 sm:col-span-3">
            {FORMAT_CONTROLS.lockedHint}{" "}
            <Link href={PAGES.pricing} className="font-medium text-primary underline underline-offset-4">
              {GENERATE_STEP.upgrade}
            </Link>
          </p>
        )}
      </div>

      <TemplatePicker
        value={options.templateId}
        onChange={(templateId) => onChange(withTemplate(options, templateId))}
      />
    </section>
  );
}
