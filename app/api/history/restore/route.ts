import { z } from "zod";
import { restoreCoverLetters } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";

export const dynamic = "force-dynamic";

/** One letter (Delete's Undo) or what a Clear removed; a clear of a history past its cap may hold a few more. */
const restoreSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });

/**
 * POST { ids } → 200 { items: HistoryItem[] }: the user's letters among `ids` deleted within the last 30 days are
 * live again, newest first (docs/product-rules.md 'Deleting letters'). 404 { error: 'History item not found' } when
 * none of them is (another user's, live, purged or missing); 400 for a body that is not a list of ids.
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "history", body: { json: restoreSchema } },
  async ({ user, body }) => {
    const rows = await restoreCoverLetters(user.id, body.ids);
    if (rows.length === 0) return jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404);
    return jsonResponse({ items: rows.map(toHistoryItem) });
  },
);
