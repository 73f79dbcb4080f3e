import { z } from "zod";
import { deleteCoverLetter, getCoverLetter, updateCoverLetter } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { historyUpdateSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

const idSchema = z.uuid();
const notFound = () => jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404);

/**
 * PATCH { favorite?: boolean, letter?: string } → 200 { item }: favorite omitted toggles it; letter saves an edit.
 * DELETE → 200 { deleted: true }. 404 { error: 'History item not found' } for another user's or a missing item.
 */
export const PATCH = defineRoute(
  { auth: "user", rateLimit: "history", body: { json: historyUpdateSchema } },
  async ({ user, body, params }) => {
    const id = params.id ?? "";
    if (!idSchema.safeParse(id).success) return notFound();
    let favorite = body.favorite;
    if (favorite === undefined && body.letter === undefined) {
      const current = await getCoverLetter(user.id, id);
      if (!current) return notFound();
      favorite = !current.favorite;
    }
    const row = await updateCoverLetter(user.id, id, { favorite, letter: body.letter });
    return row ? jsonResponse({ item: toHistoryItem(row) }) : notFound();
  },
);

export const DELETE = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, params }) => {
  const id = params.id ?? "";
  const deleted = idSchema.safeParse(id).success && (await deleteCoverLetter(user.id, id));
  return deleted ? jsonResponse({ deleted: true }) : notFound();
});
