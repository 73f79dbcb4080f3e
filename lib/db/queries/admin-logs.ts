import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, ilike, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { OFFLINE_LETTER_REQUEST_TYPE } from "@/lib/ai/models";
import { db as appDb, type Database } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/queries/like-pattern";
import { adminActivityLogs, apiUsageLogs, users, type UsageStatus } from "@/lib/db/schema";

/** The staff area's log lists (docs/spec.md, engine §3): api_usage_logs and admin_activity_logs, newest first, with e-mails. */

export type Page = { limit: number; offset: number };

export type UsageLogFilters = {
  status?: UsageStatus;
  type?: string;
  model?: string;
  /** Part of the user's e-mail, case-insensitive. */
  email?: string;
  /** Leaves out the built-in writer's letters: calls to the gateway only (the settings page's recent calls). */
  aiCallsOnly?: boolean;
};

export type UsageLogRow = {
  id: string;
  createdAt: Date;
  userEmail: string | null;
  endpoint: string | null;
  model: string | null;
  requestType: string;
  tokensUsed: number;
  costCents: number;
  status: UsageStatus;
  durationMs: number | null;
  errorMessage: string | null;
};

function usageConditions(filters: UsageLogFilters): SQL | undefined {
  return and(
    filters.status ? eq(apiUsageLogs.status, filters.status) : undefined,
    filters.type ? eq(apiUsageLogs.requestType, filters.type) : undefined,
    filters.model ? eq(apiUsageLogs.model, filters.model) : undefined,
    filters.email ? ilike(users.email, containsPattern(filters.email)) : undefined,
    filters.aiCallsOnly ? ne(apiUsageLogs.requestType, OFFLINE_LETTER_REQUEST_TYPE) : undefined,
  );
}

/** One page of usage logs and the number of logs matching the filters. */
export async function listUsageLogs(
  filters: UsageLogFilters,
  page: Page,
  db: Database = appDb,
): Promise<{ rows: UsageLogRow[]; total: number }> {
  const where = usageConditions(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: apiUsageLogs.id,
        createdAt: apiUsageLogs.createdAt,
        userEmail: users.email,
        endpoint: apiUsageLogs.endpoint,
        model: apiUsageLogs.model,
        requestType: apiUsageLogs.requestType,
        tokensUsed: apiUsageLogs.tokensUsed,
        costCents: apiUsageLogs.costCents,
        status: apiUsageLogs.status,
        durationMs: apiUsageLogs.durationMs,
        errorMessage: apiUsageLogs.errorMessage,
      })
      .from(apiUsageLogs)
      .leftJoin(users, eq(users.id, apiUsageLogs.userId))
      .where(where)
      .orderBy(desc(apiUsageLogs.createdAt), desc(apiUsageLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(apiUsageLogs)
      .leftJoin(users, eq(users.id, apiUsageLogs.userId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The request types and models that occur in the logs, for the filter menus. */
export async function listUsageFilterOptions(
  db: Database = appDb,
): Promise<{ requestTypes: string[]; models: string[] }> {
  const [types, models] = await Promise.all([
    db
      .selectDistinct({ value: apiUsageLogs.requestType })
      .from(apiUsageLogs)
      .orderBy(asc(apiUsageLogs.requestType)),
    db
      .selectDistinct({ value: apiUsageLogs.model })
      .from(apiUsageLogs)
      .where(isNotNull(apiUsageLogs.model))
      .orderBy(asc(apiUsageLogs.model)),
  ]);
  return {
    requestTypes: types.map((row) => row.value),
    models: models.flatMap((row) => (row.value ? [row.value] : [])),
  };
}

export type ActivityLogRow = {
  id: string;
  createdAt: Date;
  adminEmail: string | null;
  action: string;
  resourceType: string | null;
  resourceId: string | null;
  /** The e-mail of the user a 'user' row is about (a role change), while that account exists. */
  subjectEmail: string | null;
  newValues: unknown;
};

// The user a log row is about, beside the admin who acted.
const subjects = alias(users, "subject");

/** Activity logs newest first, naming the acting admin and the user a row is about by e-mail (null once that account is gone). */
export async function listAdminActivity(page: Page, db: Database = appDb): Promise<ActivityLogRow[]> {
  return db
    .select({
      id: adminActivityLogs.id,
      createdAt: adminActivityLogs.createdAt,
      adminEmail: users.email,
      action: adminActivityLogs.action,
      resourceType: adminActivityLogs.resourceType,
      resourceId: adminActivityLogs.resourceId,
      subjectEmail: subjects.email,
      newValues: adminActivityLogs.newValues,
    })
    .from(adminActivityLogs)
    .leftJoin(users, eq(users.id, adminActivityLogs.adminId))
    .leftJoin(
      subjects,
      and(
        eq(adminActivityLogs.resourceType, "user"),
        sql`${subjects.id}::text = ${adminActivityLogs.resourceId}`,
      ),
    )
    .orderBy(desc(adminActivityLogs.createdAt), desc(adminActivityLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminActivity(db: Database = appDb): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminActivityLogs);
  return row?.total ?? 0;
}
