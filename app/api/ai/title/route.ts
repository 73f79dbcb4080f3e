import { jsonTaskRoute } from "@/lib/ai/json-task-route";
import { generateTitle } from "@/lib/ai/tasks/generate-title";
import { titleRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/** POST { jobDescription, letter, candidateName? } → 200 { title, engine }; 400 / 401 / 429 as JSON { error }. */
export const POST = jsonTaskRoute(titleRequestSchema, (ctx, input) => generateTitle(ctx, input));
