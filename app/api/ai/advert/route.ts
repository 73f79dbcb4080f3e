import { userAiContext } from "@/lib/ai/context";
import { ADVERT_FIELDS } from "@/lib/ai/analysis/job-analysis";
import { resolveAdvertAnalysis } from "@/lib/ai/tasks/analyse-advert";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { advertRequestSchema } from "@/lib/validation/advert-analysis";

export const dynamic = "force-dynamic";

/** POST { jobDescription } → { analysis }; waits up to the gateway time-out (the user is on step 1). */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: advertRequestSchema } },
  async ({ user, body, request }) => {
    const ctx = await userAiContext(user, request.signal);
    const job = await resolveAdvertAnalysis(ctx, body.jobDescription, undefined, {
      waitMs: ctx.gateway?.config.timeoutMs ?? 0,
    });
    const sources = Object.fromEntries(ADVERT_FIELDS.map((field) => [field, job.sources[field]]));
    return jsonResponse({
      analysis: {
        company: job.company,
        position: job.position,
        hiringManager: job.hiringManager,
        language: job.language,
        agency: job.agency,
        sources,
      },
    });
  },
);
