import { MAX_RETRIES, TIMEOUT_MS } from "@/lib/messages/ai";
import { PAGES } from "@/lib/routes";

/**
 * Texts, limits and defaults of the staff area (docs/spec.md, engine §2, §3, §6, §8, §9). Spec strings are verbatim (docs/architecture.md,
 * rule 6); the rest are our own. The AI settings' keys, bounds and the connection-test texts live in
 * lib/messages/ai.ts; /admin/users has its own module (lib/messages/admin-users.ts).
 */

/** docs/spec.md (engine) §9: 'Admin list default: 100 rows.' One page of the usage and activity lists. */
export const ADMIN_PAGE_SIZE = 100;
/** docs/spec.md (engine) §2: the dashboard's recent activity lists the 10 newest logs. */
export const RECENT_ACTIVITY_COUNT = 10;
/** docs/spec.md (engine) §9: 'Cost tracking default: 30 days.' A longer view goes back 90 days. */
export const COST_RANGES_DAYS = [30, 90] as const;
export const DEFAULT_COST_RANGE_DAYS = 30;
/** docs/spec.md (engine) §9: active users are those who used the AI within 30 days; average and error rate cover 24 h. */
export const ACTIVE_USER_WINDOW_DAYS = 30;
export const RECENT_WINDOW_HOURS = 24;
/** Error messages longer than this are cut in the usage table; the full text opens below. */
export const ERROR_PREVIEW_CHARS = 60;
/** The settings page lists the newest usage logs too (docs/spec.md, engine §7: the settings screen fetches usage logs). */
export const SETTINGS_RECENT_CALLS = 10;

/** The sidebar (docs/spec.md, engine §2): Dashboard is /admin; /admin/users is the user list with role change. */
export const ADMIN_NAV = {
  label: "Admin",
  items: [
    { href: PAGES.admin, label: "Dashboard" },
    { href: PAGES.adminSettings, label: "Settings" },
    { href: PAGES.adminUsage, label: "Usage" },
    { href: PAGES.adminUsers, label: "Users" },
    { href: PAGES.adminCosts, label: "Costs" },
    { href: PAGES.adminActivity, label: "Activity" },
  ],
} as const;

export const ADMIN_ERRORS = {
  /** Our own: a signed-in user without the admin or super_admin role calls an admin route. */
  forbidden: "Only admins and super admins can do this.",
  /** Our own: a write whose Origin is another site. */
  crossSite: "Cross-site requests are not allowed.",
  /** Our own: the browser could not reach the server. */
  network: "Could not reach the server. Check your connection and try again.",
} as const;

/** docs/spec.md (engine) §8: 'Failed to save settings: {message}' */
export const failedToSaveSettings = (message: string) => `Failed to save settings: ${message}`;

export const DASHBOARD = {
  metaTitle: "Admin Dashboard",
  title: "Dashboard",
  lead: "How the cover-letter builder is used, what it costs and what staff changed recently.",
  statsLabel: "Statistics",
  stats: {
    totalUsers: { label: "Total users", hint: "All accounts" },
    activeUsers: { label: "Active users", hint: "Used the AI in the last 30 days" },
    totalGenerations: { label: "Total generations", hint: "Cover letters written by the AI model" },
    todayGenerations: { label: "Today's generations", hint: "Since 00:00 UTC" },
    /** Our own (docs/decisions.md 'Staff charts and offline letters'): letters the built-in engine wrote, never counted by the quota. */
    totalOfflineLetters: { label: "Offline letters", hint: "Written by the built-in engine" },
    todayOfflineLetters: { label: "Today's offline letters", hint: "Since 00:00 UTC" },
    totalCostCents: { label: "Total cost", hint: "All AI calls" },
    todayCostCents: { label: "Today's cost", hint: "Since 00:00 UTC" },
    averageResponseTime: { label: "Average response time", hint: "AI calls in the last 24 hours" },
    errorRate: {
      label: "Error rate",
      hint: (errors: number, calls: number) => `${errors} of ${calls} AI calls in the last 24 hours`,
    },
  },
  noCalls: "No AI calls in the last 24 hours",
  recentActivity: "Recent activity",
  recentActivityLead: "The 10 newest changes made by staff.",
  recentActivityTable: "Newest admin activity logs",
  viewAllActivity: "View all activity",
  noActivity: "No staff activity yet.",
} as const;

/** Our own (docs/decisions.md 'Staff charts and offline letters'): the charts of the dashboard and the costs page, by UTC day. */
export const CHARTS = {
  /** The dashboard's charts cover the last 30 UTC days, today included. */
  days: 30,
  sectionTitle: "The last 30 days",
  sectionLead: "By UTC day, today included. Each chart's figures are also in a table for screen readers.",
  date: "Date (UTC)",
  letters: {
    title: "Letters a day",
    lead: "Written by the AI model or, with no key or after every model failed, by the built-in engine.",
    ai: "AI letters",
    offline: "Offline letters",
  },
  errorRate: {
    title: "Error rate a day",
    lead: "Failed AI calls as a share of the day's finished AI calls.",
    series: "Error rate (%)",
  },
  responseTime: {
    title: "95th percentile response time a day",
    lead: "95% of the day's finished AI calls took at most this long.",
    series: "p95 (ms)",
  },
  cost: {
    title: "Cost a day",
    lead: (days: number) => `AI cost per UTC day over the last ${days} days.`,
    series: "Cost ($)",
  },
} as const;

export const SETTINGS_PAGE = {
  metaTitle: "AI Settings",
  title: "Settings",
  lead: "The AI gateway's key, time-out and retries. Changes apply to new requests within a few seconds.",
  formTitle: "AI configuration",
  apiKeyLabel: "API Key",
  apiKeyPlaceholder: "sk-or-…",
  savedKey: (description: string) => `Saved key: ${description}.`,
  noSavedKey: "No key saved.",
  environmentKey: "Until one is saved, the server's AI_GATEWAY_API_KEY is used.",
  noKeyAnywhere: "Until one is saved, letters are drafted by the built-in engine.",
  keepKeyHint: "Leave empty to keep the saved key.",
  removeKey: "Remove the saved key",
  removeKeyHint: "When you save, the key is deleted and the field above is ignored.",
  showKey: "Show API key",
  hideKey: "Hide API key",
  timeoutLabel: "Timeout (ms)",
  timeoutHint: `From ${TIMEOUT_MS.min} to ${TIMEOUT_MS.max} ms (default ${TIMEOUT_MS.default}).`,
  retriesLabel: "Max Retries",
  retriesHint: `From ${MAX_RETRIES.min} to ${MAX_RETRIES.max} (default ${MAX_RETRIES.default}).`,
  testConnection: "Test Connection",
  testing: "Testing…",
  save: "Save Settings",
  saving: "Saving…",
  /** docs/spec.md (product)/001 §8 success message. */
  saved: "Changes saved!",
  /** Our own: the connection test's success, naming the model that answered. */
  connectionOk: (model: string) => `Connection successful (${model})`,
  recentCalls: "Recent AI calls",
  recentCallsLead: "The 10 newest calls to the gateway, connection tests included.",
  recentCallsTable: "Newest API usage logs",
  noRecentCalls: "No AI calls yet.",
  viewAllUsage: "View all usage",
} as const;

/** Our own field messages; the bounds are the spec's (001 §2, §5). */
export const SETTINGS_VALIDATION = {
  timeoutRange: `Timeout must be a whole number from ${TIMEOUT_MS.min} to ${TIMEOUT_MS.max} ms`,
  retriesRange: `Max retries must be a whole number from ${MAX_RETRIES.min} to ${MAX_RETRIES.max}`,
  apiKeyTooLong: "API key must be at most 500 characters",
  apiKeySpaces: "API key must not contain spaces",
} as const;
export const API_KEY_MAX_CHARS = 500;

export const USAGE_PAGE = {
  metaTitle: "API Usage",
  title: "Usage",
  lead: "Every AI call: who made it, which model answered, tokens, cost and outcome. Newest first.",
  filtersLabel: "Filter usage logs",
  statusLabel: "Status",
  requestTypeLabel: "Request type",
  modelLabel: "Model",
  emailLabel: "User e-mail",
  emailPlaceholder: "Search by e-mail",
  any: "Any",
  apply: "Apply filters",
  reset: "Reset",
  tableCaption: "API usage logs",
  noRows: "No usage logs match these filters.",
  columns: {
    time: "Time",
    user: "User",
    endpoint: "Endpoint",
    model: "Model",
    requestType: "Request type",
    tokens: "Tokens",
    cost: "Cost",
    status: "Status",
    duration: "Duration (ms)",
    error: "Error",
  },
  noUser: "No user",
  showFullError: "Show full error",
} as const;

export const COSTS_PAGE = {
  metaTitle: "Costs",
  title: "Costs",
  lead: "Daily AI cost (UTC days, newest first), added up as each call is logged. Recalculate rebuilds today from the usage logs.",
  rangeLabel: "Period",
  range: (days: number) => `Last ${days} days`,
  totalsLabel: "Totals",
  totalCost: "Total cost",
  totalRequests: "Requests",
  totalTokens: "Tokens",
  tableCaption: "Cost per day",
  columns: { date: "Date (UTC)", requests: "Requests", tokens: "Tokens", cost: "Cost" },
  noRows: (days: number) => `No AI calls were logged in the last ${days} days.`,
  recalculate: "Recalculate today",
  recalculating: "Recalculating…",
  recalculated: (date: string) => `Costs for ${date} recalculated`,
  recalculateFailed: (message: string) => `Failed to recalculate costs: ${message}`,
} as const;

export const ACTIVITY_PAGE = {
  metaTitle: "Activity",
  title: "Activity",
  lead: "Every change made by staff: settings, roles and cost recalculations. Newest first.",
  tableCaption: "Admin activity logs",
  noRows: "No staff activity yet.",
  columns: { time: "Time", admin: "Admin", action: "Action", resource: "Resource", newValues: "New values" },
  noAdmin: "Deleted account",
  noValues: "—",
} as const;

export const PAGINATION = {
  label: (what: string) => `${what} pages`,
  previous: "Previous",
  next: "Next",
  page: (page: number) => `Page ${page}`,
  summary: (from: number, to: number, total: number) =>
    `Showing ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`,
} as const;
