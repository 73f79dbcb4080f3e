import { getSenderProfile, saveSenderProfile } from "@/lib/db/queries/sender-profiles";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { senderUpdateSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * The user's sender block, remembered for their next letters (docs/architecture.md §14 'Letter layout').
 * GET → 200 { sender: SenderBlock | null } (null: never saved; new letters fill it from the CV).
 * PUT { sender } → 200 { sender }. 400 with the schema's first error, 401 / 429 as JSON { error }.
 */
export const GET = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user }) =>
  jsonResponse({ sender: await getSenderProfile(user.id) }),
);

export const PUT = defineRoute(
  { auth: "user", rateLimit: "history", body: { json: senderUpdateSchema } },
  async ({ user, body }) => jsonResponse({ sender: await saveSenderProfile(user.id, body.sender) }),
);
