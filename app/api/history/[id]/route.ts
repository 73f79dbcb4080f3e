import { z } from "zod";
import { deleteCoverLetter, getCoverLetter, updateCoverLetter } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { INPUT_LIMITS, VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { checkLetter } from "@/lib/grounding/check-letter";
import { historyUpdateSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

const idSchema = z.uuid();
const notFound = () => jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404);

/**
 * PATCH { favorite?, letter?, confirmClaim? } → 200 { item }: with none of them the favorite toggles; a letter saves
 * an edit and a confirmClaim remembers a claim the user says is true, and either checks the letter again.
 * DELETE → 200 { deleted: true }. 404 { error: 'History item not found' } for another user's or a missing item.
 */
export const PATCH = defineRoute(
  { auth: "user", rateLimit: "history", body: { json: historyUpdateSchema } },
  async ({ user, body, params }) => {
    const id = params.id ?? "";
    if (!idSchema.safeParse(id).success) return notFound();
    const current = await getCoverLetter(user.id, id);
    if (!current) return notFound();
    const toggle = body.favorite === undefined && body.letter === undefined && !body.confirmClaim;
    const changes: Parameters<typeof updateCoverLetter>[2] = {
      favorite: toggle ? !current.favorite : body.favorite,
      letter: body.letter,
    };
    if (body.letter !== undefined || body.confirmClaim) {
      // An edit or a confirmation is checked again at once, so the history shows what the builder shows.
      const confirmed = body.confirmClaim
        ? [...new Set([...current.confirmedClaims, body.confirmClaim])].slice(
            -INPUT_LIMITS.confirmedClaimsMax,
          )
        : current.confirmedClaims;
      changes.confirmedClaims = confirmed;
      changes.claimCheck = checkLetter({
        letter: body.letter ?? current.letter,
        cvContent: current.cvContent,
        jobDescription: current.jobDescription,
        additionalNotes: current.additionalNotes,
        confirmed,
      });
    }
    const row = await updateCoverLetter(user.id, id, changes);
    return row ? jsonResponse({ item: toHistoryItem(row) }) : notFound();
  },
);

export const DELETE = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, params }) => {
  const id = params.id ?? "";
  const deleted = idSchema.safeParse(id).success && (await deleteCoverLetter(user.id, id));
  return deleted ? jsonResponse({ deleted: true }) : notFound();
});
