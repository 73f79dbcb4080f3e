import { z } from "zod";
import { readAdvert } from "@/lib/ai/analysis/advert-fields";
import { hasPremiumFeatures } from "@/lib/auth/access";
import { effectiveFormatting } from "@/lib/builder/options";
import { deleteCoverLetter, getCoverLetter, updateCoverLetter } from "@/lib/db/queries/cover-letters";
import { addLetterVersion, setCurrentVersionCheck } from "@/lib/db/queries/letter-versions";
import { getSenderProfile, saveSenderProfile } from "@/lib/db/queries/sender-profiles";
import { storedFormatting, toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { composeLetterLayout, letterToday } from "@/lib/letter/compose-layout";
import { INPUT_LIMITS, VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { checkLetter } from "@/lib/grounding/check-letter";
import { historyUpdateSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

const idSchema = z.uuid();
const notFound = () => jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404);

/**
 * PATCH { favorite?, letter?, source?, confirmClaim?, formatting?, templateId?, layout?, composeLayout? } → 200
 * { item }: with none of them the favorite toggles; a letter saves an edit as the application's next version (source
 * 'edited', or 'paragraph' for a paragraph action's result; docs/product-rules.md 'Applications and versions') and a
 * confirmClaim remembers a claim the user says is true, and either checks the letter again; formatting and templateId are saved as the plan allows (a free
 * user's fonts are the template's); a layout is saved and its sender block remembered for the next letter;
 * composeLayout gives a letter saved without a layout one (a letter that has one keeps it).
 * DELETE → 200 { deleted: true }: the letter is only marked deleted, so POST /api/history/restore brings it back
 * (docs/product-rules.md 'Deleting letters'). 404 { error: 'History item not found' } for another user's, a missing
 * or a deleted item.
 */
export const PATCH = defineRoute(
  { auth: "user", rateLimit: "history", body: { json: historyUpdateSchema } },
  async ({ user, body, params }) => {
    const id = params.id ?? "";
    if (!idSchema.safeParse(id).success) return notFound();
    const current = await getCoverLetter(user.id, id);
    if (!current) return notFound();
    const toggle =
      body.favorite === undefined &&
      body.letter === undefined &&
      body.source === undefined &&
      !body.confirmClaim &&
      body.formatting === undefined &&
      body.templateId === undefined &&
      body.layout === undefined &&
      !body.composeLayout;
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
    if (body.formatting !== undefined || body.templateId !== undefined) {
      // A free user's letter is set in its template's fonts, also when only the template changes.
      const templateId = body.templateId ?? current.templateId;
      const formatting = body.formatting ?? storedFormatting(current);
      changes.templateId = templateId;
      changes.formatting = effectiveFormatting(formatting, hasPremiumFeatures(user.profile), templateId);
    }
    if (body.layout) {
      changes.layout = body.layout;
      await saveSenderProfile(user.id, body.layout.sender);
    } else if (body.composeLayout && !current.layout) {
      changes.layout = composeLetterLayout({
        cvContent: current.cvContent,
        reading: readAdvert(current.jobDescription),
        savedSender: await getSenderProfile(user.id),
        today: letterToday(undefined),
      });
    }
    const { letter, claimCheck, ...rest } = changes;
    if (letter !== undefined && letter !== current.letter) {
      // A new text is the application's next version, with its own claim check.
      const row = await addLetterVersion(
        user.id,
        id,
        { letter, source: body.source ?? "edited", claimCheck: claimCheck ?? null },
        rest,
      );
      return row ? jsonResponse({ item: toHistoryItem(row) }) : notFound();
    }
    // A confirmed claim changes the current version's check too.
    if (claimCheck && body.confirmClaim) await setCurrentVersionCheck(user.id, id, claimCheck);
    // composeLayout on a letter that already has one changes nothing.
    if (Object.values(changes).every((value) => value === undefined))
      return jsonResponse({ item: toHistoryItem(current) });
    const row = await updateCoverLetter(user.id, id, changes);
    return row ? jsonResponse({ item: toHistoryItem(row) }) : notFound();
  },
);

export const DELETE = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, params }) => {
  const id = params.id ?? "";
  const deleted = idSchema.safeParse(id).success && (await deleteCoverLetter(user.id, id));
  return deleted ? jsonResponse({ deleted: true }) : notFound();
});
