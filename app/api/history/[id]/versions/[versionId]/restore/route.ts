import { z } from "zod";
import { getCoverLetter } from "@/lib/db/queries/cover-letters";
import { addLetterVersion, getLetterVersion } from "@/lib/db/queries/letter-versions";
import { checkLetter } from "@/lib/grounding/check-letter";
import { toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";

export const dynamic = "force-dynamic";

const idSchema = z.uuid();
const notFound = () => jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404);

/**
 * POST → 200 { item }: the version's text becomes the application's next version (source 'restored'), checked
 * again with the claims the user has confirmed since; the application moves to the front (docs/product-rules.md
 * 'Applications and versions'). 404 { error: 'History item not found' } for another user's, a missing or a deleted
 * application, or a version it does not have.
 */
export const POST = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, params }) => {
  const id = params.id ?? "";
  const versionId = params.versionId ?? "";
  if (!idSchema.safeParse(id).success || !idSchema.safeParse(versionId).success) return notFound();
  const [application, version] = await Promise.all([
    getCoverLetter(user.id, id),
    getLetterVersion(user.id, id, versionId),
  ]);
  if (!application || !version) return notFound();
  const claimCheck = checkLetter({
    letter: version.letter,
    cvContent: application.cvContent,
    jobDescription: application.jobDescription,
    additionalNotes: application.additionalNotes,
    confirmed: application.confirmedClaims,
  });
  const row = await addLetterVersion(user.id, id, { letter: version.letter, source: "restored", claimCheck });
  return row ? jsonResponse({ item: toHistoryItem(row) }) : notFound();
});
