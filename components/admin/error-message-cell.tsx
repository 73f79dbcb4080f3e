import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { truncate } from "@/lib/admin/format";
import { ERROR_PREVIEW_CHARS, USAGE_PAGE } from "@/lib/messages/admin";

/** A logged error (up to 300 characters): short ones whole; long ones cut, full text on hover and on expanding. */
export function ErrorMessageCell({ message }: { message: string | null }) {
  if (!message) return <span className="text-muted-foreground">—</span>;
  if (message.length <= ERROR_PREVIEW_CHARS) return <span className="break-words">{message}</span>;
  return (
    <details className="group max-w-xs">
      <Tooltip>
        <TooltipTrigger asChild>
          <summary className="cursor-pointer rounded-sm break-words outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <span className="sr-only">{USAGE_PAGE.showFullError}: </span>
            {truncate(message, ERROR_PREVIEW_CHARS)}
          </summary>
        </TooltipTrigger>
        <TooltipContent className="max-w-sm break-words">{message}</TooltipContent>
      </Tooltip>
      <p className="mt-1 rounded-md bg-muted px-2 py-1.5 text-xs break-words whitespace-pre-wrap">
        {message}
      </p>
    </details>
  );
}
