import { clearCoverLetters, listCoverLetters, listDeletedCoverLetters } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { describeValidationError, historySearchSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * GET ?search= → 200 { items: HistoryItem[] }: newest first, at most 100; search matches the letter or the job
 * description, case-insensitively (400 for a search over 200 characters or with a control character). GET ?deleted=1 → 200 { items }: the letters deleted within the last 30 days, most
 * recently deleted first (docs/product-rules.md 'Deleting letters'). DELETE → 200 { deleted: n, ids } (clears the
 * history; the ids are what an Undo restores). 401 / 429 as JSON { error }.
 */
export const GET = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, request }) => {
  const params = request.nextUrl.searchParams;
  if (params.get("deleted") === "1")
    return jsonResponse({ items: (await listDeletedCoverLetters(user.id)).map(toHistoryItem) });
  const search = historySearchSchema.safeParse(params.get("search") ?? undefined);
  if (!search.success) return jsonResponse(describeValidationError(search.error), 400);
  const rows = await listCoverLetters(user.id, { search: search.data });
  return jsonResponse({ items: rows.map(toHistoryItem) });
});

export const DELETE = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user }) => {
  const ids = await clearCoverLetters(user.id);
  return jsonResponse({ deleted: ids.length, ids });
});
