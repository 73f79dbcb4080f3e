import { z } from "zod";
import { getCoverLetter } from "@/lib/db/queries/cover-letters";
import { listLetterVersions } from "@/lib/db/queries/letter-versions";
import { toVersionItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";

export const dynamic = "force-dynamic";

/**
 * GET → 200 { versions: [{ id, source, createdAt, letter, check }] }, newest first: the versions of the user's
 * application (docs/product-rules.md 'Applications and versions'). 404 { error: 'History item not found' } for
 * another user's, a missing or a deleted application.
 */
export const GET = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, params }) => {
  const id = params.id ?? "";
  if (!z.uuid().safeParse(id).success || !(await getCoverLetter(user.id, id)))
    return jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404);
  const versions = await listLetterVersions(user.id, id);
  return jsonResponse({ versions: versions.map(toVersionItem) });
});
