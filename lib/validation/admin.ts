import { z } from "zod";
import { USAGE_STATUSES } from "@/lib/db/schema";
import {
  API_KEY_MAX_CHARS,
  COST_RANGES_DAYS,
  DEFAULT_COST_RANGE_DAYS,
  SETTINGS_VALIDATION as M,
} from "@/lib/messages/admin";
import { MAX_RETRIES, TIMEOUT_MS } from "@/lib/messages/ai";
import { plainText } from "@/lib/validation/plain-text";

/**
 * Schemas of the staff area, shared by the settings form (react-hook-form) and the admin routes, and the readers
 * of the list pages' query strings (a bad value falls back to the default instead of failing the page).
 */

const apiKey = plainText("API key")
  .trim()
  .max(API_KEY_MAX_CHARS, { error: M.apiKeyTooLong })
  .refine((value) => !/\s/.test(value), { error: M.apiKeySpaces });

/** PUT /api/admin/settings. An empty apiKey keeps the saved key; clearApiKey removes it. */
export const aiSettingsSchema = z.object({
  apiKey,
  clearApiKey: z.boolean(),
  timeoutMs: z
    .number({ error: M.timeoutRange })
    .int({ error: M.timeoutRange })
    .min(TIMEOUT_MS.min, { error: M.timeoutRange })
    .max(TIMEOUT_MS.max, { error: M.timeoutRange }),
  maxRetries: z
    .number({ error: M.retriesRange })
    .int({ error: M.retriesRange })
    .min(MAX_RETRIES.min, { error: M.retriesRange })
    .max(MAX_RETRIES.max, { error: M.retriesRange }),
});
export type AiSettingsInput = z.infer<typeof aiSettingsSchema>;

/** POST /api/admin/settings/test-connection: the typed key, or "" for the saved one. */
export const connectionTestSchema = z.object({ apiKey: apiKey.default("") });
export type ConnectionTestInput = z.infer<typeof connectionTestSchema>;

/** Next hands a repeated query parameter over as an array: the first value counts. */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const pageParam = z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1);

const textParam = (max: number) =>
  z
    .preprocess((value) => {
      const text = firstValue(value);
      return typeof text === "string" && text.trim() ? text.trim() : undefined;
    }, plainText("Filter").max(max).optional())
    .catch(undefined);

export type SearchParams = Record<string, string | string[] | undefined>;

/** /admin/usage?page=&status=&type=&model=&email= */
export const usageFiltersSchema = z.object({
  page: pageParam,
  status: z.preprocess(firstValue, z.enum(USAGE_STATUSES).optional()).catch(undefined),
  type: textParam(100),
  model: textParam(200),
  email: textParam(200),
});
export type UsageFilters = z.infer<typeof usageFiltersSchema>;

/** /admin/activity?page= */
export const activityFiltersSchema = z.object({ page: pageParam });

/** /admin/costs?days=30|90 */
export const costRangeSchema = z.object({
  days: z
    .preprocess(
      firstValue,
      z.coerce.number().refine((days) => (COST_RANGES_DAYS as readonly number[]).includes(days)),
    )
    .catch(DEFAULT_COST_RANGE_DAYS),
});
