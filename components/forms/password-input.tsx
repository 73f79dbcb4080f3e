"use client";

import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide";
import { Icon } from "@/components/ui/icon";

import { controlClassName } from "@/components/forms/control-class";
import { Input } from "@/components/ui/input";
import { PASSWORD_VISIBILITY } from "@/lib/messages/auth";
import { cn } from "@/lib/utils";

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** The toggle's names; "Show password" / "Hide password" unless another secret is meant (an API key). */
  visibilityLabels?: { show: string; hide: string };
};

/** A password input with a show / hide toggle (a real button, announced with its state). */
export function PasswordInput({
  className,
  visibilityLabels = PASSWORD_VISIBILITY,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? "text" : "password"}
        className={cn(controlClassName, "pr-11", className)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? visibilityLabels.hide : visibilityLabels.show}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {visible ? (
          <Icon node={EyeOff} className="size-4" aria-hidden="true" />
        ) : (
          <Icon node={Eye} className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
