"use client";

import type { CSSProperties } from "react";

import { LETTER_TEMPLATES, type LetterTemplate, type TemplateId } from "@/lib/builder/templates";
import { FORMAT_CONTROLS } from "@/lib/messages/builder/letter";
import { cn } from "@/lib/utils";

const MUTED = "#9ca3af";
const LINE = "#d1d5db";

/** A bar standing for a line of text in a thumbnail. */
function Bar({
  width,
  color = LINE,
  height = 2,
  className,
}: {
  width: string;
  color?: string;
  height?: number;
  className?: string;
}) {
  return (
    <span className={cn("block rounded-full", className)} style={{ width, height, backgroundColor: color }} />
  );
}

/** The template's design as a mini page: its header placement, band or rule, and a few lines of body. */
function Thumbnail({ template }: { template: LetterTemplate }) {
  const { design, style } = template;
  const accent = style.accent ?? "#374151";
  const header: Record<LetterTemplate["design"]["header"], CSSProperties["alignItems"]> = {
    right: "flex-end",
    "accent-left": "flex-start",
    band: "flex-start",
    "centred-caps": "center",
    plain: "flex-start",
    "one-line": "flex-start",
  };
  const onBand = design.header === "band";
  const nameColor = onBand
    ? "#ffffff"
    : design.header === "plain" || design.header === "one-line"
      ? "#374151"
      : accent;
  const nameHeight = design.nameSizePt >= 20 ? 4 : design.nameSizePt >= 14 ? 3 : 2;
  return (
    <span
      aria-hidden="true"
      className="flex aspect-[210/297] w-14 shrink-0 flex-col overflow-hidden rounded-sm border bg-white shadow-xs"
    >
      <span
        className="flex flex-col gap-[2px] px-1.5 pt-1.5"
        style={{
          alignItems: header[design.header],
          ...(onBand ? { backgroundColor: accent, paddingBottom: 5 } : {}),
        }}
      >
        {design.header === "one-line" ? (
          <span className="flex w-full gap-[2px]">
            <Bar width="35%" color="#374151" />
            <Bar width="55%" color={MUTED} />
          </span>
        ) : (
          <>
            <Bar width={design.header === "plain" ? "40%" : "60%"} height={nameHeight} color={nameColor} />
            {design.header === "right" || design.header === "plain" ? (
              <>
                <Bar width="35%" color={MUTED} />
                <Bar width="30%" color={MUTED} />
              </>
            ) : (
              <Bar width="80%" color={onBand ? "#ddd6fe" : MUTED} />
            )}
          </>
        )}
      </span>
      {design.rule && (
        <span
          className="mx-1.5 mt-1 block"
          style={
            design.rule.double
              ? { height: 3, borderTop: `1px solid ${accent}`, borderBottom: `1px solid ${accent}` }
              : { height: design.rule.heightMm >= 1 ? 2 : 1, backgroundColor: design.rule.color ?? accent }
          }
        />
      )}
      <span
        className={cn("flex flex-col gap-[3px] px-1.5", design.header === "one-line" ? "pt-1.5" : "pt-2.5")}
      >
        <Bar width="30%" className={design.header === "right" ? "self-end" : undefined} />
        <Bar width="40%" />
        <Bar width="100%" className="mt-1" />
        <Bar width="100%" />
        <Bar width="85%" />
        <Bar width="100%" className="mt-0.5" />
        <Bar width="70%" />
      </span>
    </span>
  );
}

/** The six templates as a radio group, each with a thumbnail of its design (docs/architecture.md §14). */
export function TemplatePicker({
  value,
  onChange,
  disabled,
}: {
  value: TemplateId;
  onChange(id: TemplateId): void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="mt-5" disabled={disabled}>
      <legend className="text-sm font-medium">{FORMAT_CONTROLS.templates}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {LETTER_TEMPLATES.map((template) => (
          <label
            key={template.id}
            className="flex cursor-pointer items-start gap-2.5 rounded-lg border p-2.5 text-sm transition-colors hover:border-primary/40 has-[:checked]:border-primary has-[:checked]:bg-brand-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name="letter-template"
              value={template.id}
              checked={value === template.id}
              onChange={() => onChange(template.id)}
              aria-labelledby={`template-${template.id}-name`}
              aria-describedby={`template-${template.id}-description`}
              className="mt-0.5 accent-primary"
            />
            <Thumbnail template={template} />
            <span className="grid gap-0.5">
              <span id={`template-${template.id}-name`} className="font-medium">
                {template.name}
              </span>
              <span id={`template-${template.id}-description`} className="text-xs text-muted-foreground">
                {template.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
