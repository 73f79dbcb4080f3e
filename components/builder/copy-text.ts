import { toast } from "@/components/ui/toast";
import { BUILDER_TOASTS } from "@/lib/messages/builder/page";

/** Copies text and says so: 'Copied to clipboard' (or `copied`) or 'Copy failed' (docs/spec.md, product §8). */
export async function copyText(text: string, copied: string = BUILDER_TOASTS.copied): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
    return true;
  } catch {
    toast.error(BUILDER_TOASTS.copyFailed);
    return false;
  }
}
