import Link from "next/link";
import { FileText } from "lucide";
import { Icon } from "@/components/ui/icon";

import { SITE_NAME } from "@/lib/messages/marketing";
import { cn } from "@/lib/utils";

/** Product mark and name, linking home. */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "flex shrink-0 items-center gap-2.5 rounded-md font-semibold tracking-tight whitespace-nowrap",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm"
      >
        <Icon node={FileText} className="size-4.5" strokeWidth={2.25} />
      </span>
      <span className="text-[0.95rem]">{SITE_NAME}</span>
    </Link>
  );
}
