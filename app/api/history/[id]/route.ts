import type { NextRequest } from "next/server";
import { z } from "zod";
import { guardRequest, jsonResponse, readJsonBody } from "@/lib/ai/http";
import { deleteCoverLetter, getCoverLetter, updateCoverLetter } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { historyUpdateSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

const idSchema = z.uuid();

/**
 * PATCH { favorite?: boolean, letter?: string } → 200 { item }: favorite omitted toggles it; letter saves an edit.
 * DELETE → 200 { deleted: true }. 404 { error: 'History item not found' } for another user's or a missing item.
 */
export async function PATCH(request: NextRequest, context: Context): Promise<Response> {
  const guard = await guardRequest(request, "history");
  if (!guard.ok) return guard.response;
  const { id } = await context.params;
  const notFound = () =>
    guard.session.applySessionCookies(jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404));
  if (!idSchema.safeParse(id).success) return notFound();
  const body = await readJsonBody(request, historyUpdateSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  let favorite = body.data.favorite;
  if (favorite === undefined && body.data.letter === undefined) {
    const current = await getCoverLetter(guard.user.id, id);
    if (!current) return notFound();
    favorite = !current.favorite;
  }
  const row = await updateCoverLetter(guard.user.id, id, { favorite, letter: body.data.letter });
  return row ? guard.session.applySessionCookies(jsonResponse({ item: toHistoryItem(row) })) : notFound();
}

export async function DELETE(request: NextRequest, context: Context): Promise<Response> {
  const guard = await guardRequest(request, "history");
  if (!guard.ok) return guard.response;
  const { id } = await context.params;
  const deleted = idSchema.safeParse(id).success && (await deleteCoverLetter(guard.user.id, id));
  return guard.session.applySessionCookies(
    deleted
      ? jsonResponse({ deleted: true })
      : jsonResponse({ error: VALIDATION_MESSAGES.historyItemNotFound }, 404),
  );
}
