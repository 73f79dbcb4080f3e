import { z } from "zod";

/** The schema of every environment variable the app reads; pure, so tests use it (lib/env.ts holds the values). */
const httpUrl = z.url({ protocol: /^https?$/ });

const publicSchema = z.object({
  NEXT_PUBLIC_SITE_URL: httpUrl.default("http://localhost:3000"),
  NEXT_PUBLIC_SUPPORT_EMAIL: z.email().default("support@coverletterbuilder.app"),
  NEXT_PUBLIC_SUPABASE_URL: httpUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(20),
});

const serverSchema = publicSchema.extend({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
});

export type PublicEnv = z.infer<typeof publicSchema>;
export type ServerEnv = z.infer<typeof serverSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "EnvError";
  }
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const name = issue.path.join(".");
    return issue.code === "invalid_type" && issue.input === undefined
      ? `${name} is missing`
      : `${name} is malformed: ${issue.message}`;
  });
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverSchema.safeParse(source);
  if (!result.success) throw new EnvError(describeIssues(result.error));
  return result.data;
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicSchema.safeParse(source);
  if (!result.success) throw new EnvError(describeIssues(result.error));
  return result.data;
}
