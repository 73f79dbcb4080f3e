import { ADVERT_FIELDS } from "@/lib/ai/analysis/job-analysis";
import { jsonTaskRoute } from "@/lib/ai/json-task-route";
import { resolveAdvertAnalysis } from "@/lib/ai/tasks/analyse-advert";
import { advertRequestSchema } from "@/lib/validation/advert-analysis";

export const dynamic = "force-dynamic";

/** POST { jobDescription } → { analysis }; waits up to the gateway time-out (the user is on step 1). */
export const POST = jsonTaskRoute(advertRequestSchema, async (ctx, input) => {
  const job = await resolveAdvertAnalysis(ctx, input.jobDescription, undefined, {
    waitMs: ctx.gateway?.config.timeoutMs ?? 0,
  });
  const sources = Object.fromEntries(ADVERT_FIELDS.map((field) => [field, job.sources[field]]));
  return {
    analysis: {
      company: job.company,
      position: job.position,
      hiringManager: job.hiringManager,
      language: job.language,
      agency: job.agency,
      sources,
    },
  };
});
