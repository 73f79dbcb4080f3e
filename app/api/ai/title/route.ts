import { userAiContext } from "@/lib/ai/context";
import { generateTitle } from "@/lib/ai/tasks/generate-title";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { titleRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/** POST { jobDescription, letter, candidateName? } → 200 { title, engine }; 400 / 401 / 429 as JSON { error }. */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: titleRequestSchema } },
  async ({ user, body, request }) =>
    jsonResponse(await generateTitle(await userAiContext(user, request.signal), body)),
);
