import { clearCoverLetters, listCoverLetters } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { historySearchSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * GET ?search= → 200 { items: HistoryItem[] }: newest first, at most 100; search matches the letter or the job
 * description, case-insensitively. DELETE → 200 { deleted: n } (clears the history). 401 / 429 as JSON { error }.
 */
export const GET = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user, request }) => {
  const search = historySearchSchema.safeParse(request.nextUrl.searchParams.get("search") ?? undefined);
  const rows = await listCoverLetters(user.id, { search: search.success ? search.data : "" });
  return jsonResponse({ items: rows.map(toHistoryItem) });
});

export const DELETE = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user }) =>
  jsonResponse({ deleted: await clearCoverLetters(user.id) }),
);
