// Drizzle mirror of supabase/migrations, the only schema source: tables, columns, keys and indexes.
// Check constraints, triggers, grants and RLS live in the SQL alone.
// tests/integration/drizzle-schema.test.ts fails when the two disagree on tables or columns.
import { sql } from "drizzle-orm";
import type { TemplateId } from "@/lib/builder/templates";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export const SUBSCRIPTION_TIERS = ["free", "premium"] as const;
// 'cancelled' is read as 'canceled'; the app writes 'canceled'.
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled", "cancelled", "trialing"] as const;
export const USER_ROLES = ["admin", "super_admin"] as const;
export const TONES = ["professional", "enthusiastic", "confident", "friendly"] as const;
export const LENGTHS = ["short", "medium", "long"] as const;
export const USAGE_STATUSES = ["success", "error", "pending"] as const;
export const ADVERT_ANALYSIS_STATUSES = ["pending", "done", "failed"] as const;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Only what the foreign key from public.users needs; GoTrue owns this table. */
export const authUsers = pgSchema("auth").table("users", {
  id: uuid("id").primaryKey(),
  email: varchar("email", { length: 255 }),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS }).notNull().default("free"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).default("active"),
    role: text("role", { enum: USER_ROLES }),
    termsAccepted: boolean("terms_accepted").notNull().default(false),
    termsAcceptedAt: timestamptz("terms_accepted_at"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    marketingConsentAt: timestamptz("marketing_consent_at"),
    /** When marketing consent was last withdrawn; marketing_consent_at keeps when it was given. */
    marketingConsentWithdrawnAt: timestamptz("marketing_consent_withdrawn_at"),
    privacyPolicyAccepted: boolean("privacy_policy_accepted").notNull().default(false),
    privacyPolicyAcceptedAt: timestamptz("privacy_policy_accepted_at"),
    stripeCustomerId: text("stripe_customer_id").unique(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    currentPeriodEnd: timestamptz("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const coverLetters = pgTable(
  "cover_letters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("Untitled"),
    jobDescription: text("job_description").notNull(),
    cvContent: text("cv_content").notNull(),
    letter: text("letter").notNull(),
    tone: text("tone", { enum: TONES }).notNull().default("professional"),
    length: text("length", { enum: LENGTHS }).notNull().default("medium"),
    formatting: jsonb("formatting").$type<Record<string, unknown>>().notNull().default({}),
    favorite: boolean("favorite").notNull().default(false),
    additionalNotes: text("additional_notes").notNull().default(""),
    confirmedClaims: jsonb("confirmed_claims").$type<string[]>().notNull().default([]),
    claimCheck: jsonb("claim_check").$type<Record<string, unknown>>(),
    /** The letter's layout (lib/letter/layout.ts); null for letters saved before layouts existed. */
    layout: jsonb("layout").$type<Record<string, unknown>>(),
    templateId: text("template_id").$type<TemplateId>().notNull().default("minimalist"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** When Delete or Clear removed it (null: live); purged 30 days later (lib/history/deleted-letters.ts). */
    deletedAt: timestamptz("deleted_at"),
    /** When its letter last got a version (a trigger starts it at created_at): the history's order. */
    lastVersionAt: timestamptz("last_version_at").notNull().defaultNow(),
  },
  (t) => [
    index("cover_letters_user_live_idx")
      .on(t.userId, t.lastVersionAt.desc())
      .where(sql`deleted_at is null`),
    index("cover_letters_user_deleted_idx")
      .on(t.userId, t.deletedAt)
      .where(sql`deleted_at is not null`),
  ],
);

export const apiUsageLogs = pgTable(
  "api_usage_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    apiProvider: text("api_provider"),
    endpoint: text("endpoint"),
    model: text("model"),
    requestType: text("request_type").notNull(),
    tokensUsed: integer("tokens_used").notNull().default(0),
    costCents: numeric("cost_cents", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    status: text("status", { enum: USAGE_STATUSES }).notNull(),
    durationMs: integer("duration_ms"),
    errorMessage: text("error_message"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("api_usage_logs_user_type_created_idx").on(t.userId, t.requestType, t.createdAt),
    index("api_usage_logs_created_idx").on(t.createdAt.desc()),
  ],
);

export const adminActivityLogs = pgTable(
  "admin_activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    resourceType: text("resource_type"),
    resourceId: text("resource_id"),
    newValues: jsonb("new_values"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("admin_activity_logs_created_idx").on(t.createdAt.desc())],
);

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(), // JSON text
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const costTracking = pgTable("cost_tracking", {
  date: date("date").primaryKey(), // UTC day, 'YYYY-MM-DD'
  totalCostCents: numeric("total_cost_cents", { precision: 14, scale: 2, mode: "number" })
    .notNull()
    .default(0),
  totalRequests: integer("total_requests").notNull().default(0),
  totalTokens: bigint("total_tokens", { mode: "number" }).notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(), // evt_…
  type: text("type").notNull(),
  processedAt: timestamptz("processed_at").notNull().defaultNow(),
});

/** The model's advert analyses, keyed by the sha256 of the model and the normalised advert text; server only. */
export const advertAnalyses = pgTable("advert_analyses", {
  cacheKey: text("cache_key").primaryKey(),
  model: text("model").notNull(),
  status: text("status", { enum: ADVERT_ANALYSIS_STATUSES }).notNull(),
  result: jsonb("result"),
  claimId: uuid("claim_id").notNull().defaultRandom(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/** The user's sender block (lib/letter/layout.ts), remembered for the next letter; one row per user. */
export const senderProfiles = pgTable("sender_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  location: text("location").notNull().default(""),
  link: text("link").notNull().default(""),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const LETTER_VERSION_SOURCES = ["ai", "offline", "edited", "paragraph", "restored"] as const;

/** One version of an application's letter (lib/db/queries/letter-versions.ts keeps the 20 newest per letter). */
export const letterVersions = pgTable(
  "letter_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    letterId: uuid("letter_id")
      .notNull()
      .references(() => coverLetters.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    letter: text("letter").notNull(),
    source: text("source", { enum: LETTER_VERSION_SOURCES }).notNull(),
    claimCheck: jsonb("claim_check").$type<Record<string, unknown>>(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("letter_versions_letter_created_idx").on(t.letterId, t.createdAt.desc()),
    index("letter_versions_user_idx").on(t.userId),
  ],
);

/** Rate-limit buckets shared by every instance: the hit times inside the window (lib/usage/rate-limit.ts). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: timestamptz("hits").array().notNull(),
    allowed: boolean("allowed").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (t) => [index("rate_limit_hits_updated_idx").on(t.updatedAt)],
);

/** One row: bumped by a trigger on every app_settings write (lib/settings/ai-settings.ts follows it). */
export const settingsVersion = pgTable("settings_version", {
  id: boolean("id").primaryKey().default(true),
  version: bigint("version", { mode: "number" }).notNull(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CoverLetter = typeof coverLetters.$inferSelect;
export type NewCoverLetter = typeof coverLetters.$inferInsert;
export type LetterVersion = typeof letterVersions.$inferSelect;
export type LetterVersionSource = (typeof LETTER_VERSION_SOURCES)[number];
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type Tone = (typeof TONES)[number];
export type LetterLength = (typeof LENGTHS)[number];
export type UsageStatus = (typeof USAGE_STATUSES)[number];
