import { toast } from "@/components/ui/toast";
import { BUILDER_TOASTS } from "@/lib/messages/builder";

/** Copies text and says so: 'Copied to clipboard' or 'Copy failed' (docs/spec.md, product §8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(BUILDER_TOASTS.copied);
    return true;
  } catch {
    toast.error(BUILDER_TOASTS.copyFailed);
    return false;
  }
}
