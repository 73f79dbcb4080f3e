import type { NextRequest } from "next/server";
import { guardRequest, jsonResponse } from "@/lib/ai/http";
import { clearCoverLetters, listCoverLetters } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { historySearchSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * GET ?search= → 200 { items: HistoryItem[] }: newest first, at most 100; search matches the letter or the job
 * description, case-insensitively. DELETE → 200 { deleted: n } (clears the history). 401 / 429 as JSON { error }.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "history");
  if (!guard.ok) return guard.response;
  const search = historySearchSchema.safeParse(request.nextUrl.searchParams.get("search") ?? undefined);
  const rows = await listCoverLetters(guard.user.id, { search: search.success ? search.data : "" });
  return guard.session.applySessionCookies(jsonResponse({ items: rows.map(toHistoryItem) }));
}

export async function DELETE(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "history");
  if (!guard.ok) return guard.response;
  return guard.session.applySessionCookies(jsonResponse({ deleted: await clearCoverLetters(guard.user.id) }));
}
