import type { RefObject } from "react";
import { Upload } from "lucide";
import { Icon } from "@/components/ui/icon";

type FilePickButtonProps = {
  id: string;
  label: string;
  accept: string;
  describedBy: string;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onFile(file: File | undefined): void;
};

/** A file input dressed as a button: the label is the control, so the name and keyboard focus stay native. */
export function FilePickButton({
  id,
  label,
  accept,
  describedBy,
  disabled,
  inputRef,
  onFile,
}: FilePickButtonProps) {
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border bg-background px-4 text-sm font-medium shadow-xs hover:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
    >
      <Icon node={Upload} className="size-4" aria-hidden="true" />
      {label}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
    </label>
  );
}
