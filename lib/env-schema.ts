import { z } from "zod";

/** The schema of every environment variable the app reads; pure, so tests use it (lib/env.ts holds the values). */
const httpUrl = z.url({ protocol: /^https?$/ });

const publicSchema = z.object({
  NEXT_PUBLIC_SITE_URL: httpUrl.default("http://localhost:3000"),
  NEXT_PUBLIC_SUPPORT_EMAIL: z.email().default("support@coverletterbuilder.app"),
  NEXT_PUBLIC_SUPABASE_URL: httpUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(20),
});

/**
 * Which proxy in front of the app names the visitor's IP address (docs/decisions.md 'Client IP'): `vercel`,
 * `cloudflare`, `header:<Name>` (one header a proxy sets, e.g. `header:Fly-Client-IP`) or `hop` (the last
 * X-Forwarded-For entry, appended by the one proxy in front). Unset: no forwarded header is trusted.
 */
export type TrustedProxy =
  { kind: "vercel" } | { kind: "cloudflare" } | { kind: "hop" } | { kind: "header"; name: string };

const trustedProxySchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^(vercel|cloudflare|hop|header:[A-Za-z0-9-]+)$/, {
      error: "must be vercel, cloudflare, hop or header:<Header-Name>",
    })
    .transform((value): TrustedProxy => {
      if (value.startsWith("header:")) return { kind: "header", name: value.slice("header:".length) };
      return { kind: value as "vercel" | "cloudflare" | "hop" };
    })
    .optional(),
);

const serverSchema = publicSchema.extend({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20),
  TRUSTED_PROXY: trustedProxySchema,
});

/** 32 bytes for AES-256-GCM, written as 64 hex characters or as base64 (`openssl rand -base64 32`). */
export function decodeEncryptionKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64");
  return bytes.length === 32 ? bytes : null;
}

const optionalSecret = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().min(1).optional(),
);

/**
 * The AI engine's variables, validated on their own so code that never touches AI (the proxy, auth) starts without
 * them. APP_ENCRYPTION_KEY is required: it encrypts the gateway key saved in admin settings (docs/architecture.md, rule 4).
 */
const aiSchema = z.object({
  APP_ENCRYPTION_KEY: z.string().refine((value) => decodeEncryptionKey(value) !== null, {
    error: "must be 32 bytes, as base64 or 64 hex characters",
  }),
  AI_GATEWAY_BASE_URL: httpUrl.default("https://openrouter.ai/api/v1"),
  AI_GATEWAY_API_KEY: optionalSecret,
});

/**
 * Billing (docs/architecture.md §5). STRIPE_API_BASE points the SDK at the local stand-in; in production it is absent and the SDK
 * talks to Stripe. Validated on its own, like the AI variables, so pages that never bill start without them.
 */
const billingSchema = z.object({
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, { error: "must be a Stripe secret key (sk_… or rk_…)" }),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, { error: "must be a webhook signing secret (whsec_…)" }),
  STRIPE_PRICE_MONTHLY: z.string().regex(/^price_/, { error: "must be a Stripe price id (price_…)" }),
  STRIPE_PRICE_SIXMONTHLY: z.string().regex(/^price_/, { error: "must be a Stripe price id (price_…)" }),
  STRIPE_API_BASE: z.preprocess((value) => (value === "" ? undefined : value), httpUrl.optional()),
});

export type PublicEnv = z.infer<typeof publicSchema>;
export type BillingEnv = z.infer<typeof billingSchema>;
export type ServerEnv = z.infer<typeof serverSchema>;
export type AiEnv = z.infer<typeof aiSchema>;

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

export function parseAiEnv(source: Record<string, string | undefined>): AiEnv {
  const result = aiSchema.safeParse(source);
  if (!result.success) throw new EnvError(describeIssues(result.error));
  return result.data;
}

export function parseBillingEnv(source: Record<string, string | undefined>): BillingEnv {
  const result = billingSchema.safeParse(source);
  if (!result.success) throw new EnvError(describeIssues(result.error));
  return result.data;
}
