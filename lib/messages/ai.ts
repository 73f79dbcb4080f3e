/**
 * Texts, limits and defaults of the generation engine (docs/spec.md, engine §3, §5, §8, §9; docs/spec.md, product §5, §8, §9).
 * Spec strings are verbatim (docs/architecture.md, rule 6); the few of our own are marked. Server, UI and tests share them.
 */

/** The gateway's name as the spec's messages use it. */
export const GATEWAY_SERVICE_NAME = "OpenRouter";

export const AI_ERROR_MESSAGES = {
  invalidKey: "Invalid OpenRouter API key. Please check your configuration.",
  rateLimited: "Rate limit exceeded. Please try again in a few minutes.",
  insufficientCredits: "Insufficient credits. Please add credits to your OpenRouter account.",
  noKey: "OpenRouter API key not configured",
  connectionTestNoKey: "API key not configured",
  notAuthenticated: "Not authenticated",
  extractionUnparseable: "Failed to parse AI extraction response as JSON",
  monthlyLimit: "You have reached your monthly generation limit. Please upgrade to continue.",
  templateNotice: "API call failed. Using template with your extracted information. Please edit as needed.",
  tooShort: "Generated content is too short or empty",
  invalidFormat: "Invalid API response format",
  suggestionsNeedBoth: "Provide both CV content and job description",
  suggestionsFailed: "Failed to get suggestions",
  extractionTestFailed: "Extraction test failed. Check console for details.",
  noCvToTest: "No CV content to test!",
} as const;

/** 'Generation failed: {message}' */
export const generationFailed = (message: string) => `Generation failed: ${message}`;
/** 'No content generated from ...' */
export const noContentGenerated = (service: string) => `No content generated from ${service}`;
/** '{service} API Error: {status} - {body}' */
export const serviceApiError = (service: string, status: number | string, body: string) =>
  `${service} API Error: ${status} - ${body}`;
/** 'API Error: {message}. Using template fallback.' */
export const templateFallback = (message: string) => `API Error: ${message}. Using template fallback.`;
/** 'Connection test failed: {error}' */
export const connectionTestFailed = (error: string) => `Connection test failed: ${error}`;

export const AI_SUCCESS_MESSAGES = {
  generated: "Cover letter generated successfully!",
  suggestionsReady: "CV suggestions ready",
  extracted: "CV data extracted! Check console and debug panel for details.",
} as const;

/** Our own: the offline engine wrote the letter because no key is configured (the UI says so plainly). */
export const OFFLINE_LETTER_NOTICE =
  "Written by the built-in drafting engine because no AI model is configured. It does not count towards your monthly limit. Please edit as needed.";

/** Our own: the built-in engine writes English only (docs/product-rules.md, "Letter language"). */
export const offlineEnglishOnly = (language: string) =>
  `The built-in writer only writes in English, so this letter is in English although the advert is in ${language}. A letter in ${language} needs the AI model.`;

/** Our own: per-user request rate limit of the AI and history routes. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`;

/** Our own: input validation (spec limits in INPUT_LIMITS). */
export const VALIDATION_MESSAGES = {
  jobDescriptionRequired: "Job description is required",
  jobDescriptionTooLong: "Job description must be at most 20,000 characters",
  cvRequired: "CV content is required",
  cvTooLong: "CV must be at most 50,000 characters",
  notesTooLong: "Additional notes must be at most 2,000 characters",
  advertFieldTooLong: "Keep each advert detail to 120 characters",
  letterRequired: "Letter text is required",
  letterTooLong: "Letter must be at most 20,000 characters",
  invalidBody: "The request body must be JSON",
  historyItemNotFound: "History item not found",
  /** Our own: 413, a body larger than the route's largest legal request (docs/decisions.md 'Body caps'). */
  bodyTooLarge: "The request is too large. Shorten the text and try again.",
  /** Our own: 415, a JSON route sent another content type. */
  jsonRequired: "The request body must be sent as JSON (Content-Type: application/json)",
  /** Our own: 415, a form route sent another content type. */
  formRequired: "The request body must be sent as a form",
} as const;

/** Our own: a free-text field with a control character (NUL, DEL, …) in it (lib/validation/plain-text.ts). */
export const controlCharacters = (field: string) =>
  `${field} contains control characters that cannot be saved. Remove them and try again.`;

export const INPUT_LIMITS = {
  /** Our own: a claim is a few words of one sentence; the user may confirm this many per letter. */
  claimMaxChars: 300,
  confirmedClaimsMax: 50,
  jobDescriptionMaxChars: 20_000,
  cvMaxChars: 50_000,
  notesMaxChars: 2_000,
  letterMaxChars: 20_000,
  searchMaxChars: 200,
  /** Our own: a corrected company, position or hiring manager. */
  advertFieldMaxChars: 120,
} as const;

/** docs/spec.md (engine) §3 and §5: defaults of CV data, titles and the history. */
export const DEFAULT_CANDIDATE_NAME = "Your Name";
export const DEFAULT_LETTER_TITLE = "Cover Letter";
export const TITLE_MAX_CHARS = 80;
export const TITLE_MIN_CHARS = 12;
/** '{candidate name} — Cover Letter' */
export const candidateTitle = (name: string) => `${name} — Cover Letter`;
export const HISTORY_PREVIEW_CHARS = 140;
export const HISTORY_LIMIT = 100;

/** docs/spec.md (engine) §5: local extraction limits. */
export const NAME_MAX_CHARS = 50;
/** docs/spec.md (engine) §9: matched skills: first 8 required, next 4 preferred; top 3 achievements; top 5 skills. */
export const REQUIRED_SKILLS_COUNT = 8;
export const PREFERRED_SKILLS_COUNT = 4;
export const TOP_ACHIEVEMENTS_COUNT = 3;
export const TOP_SKILLS_COUNT = 5;
/** docs/spec.md (engine) §5: the letter's template uses up to 5 skills; unparseable suggestions keep the first 10 lines. */
export const TEMPLATE_MAX_SKILLS = 5;
export const UNSTRUCTURED_SUGGESTION_LINES = 10;
/** docs/spec.md (engine) §5: generated letter content shorter than this is rejected. */
export const MIN_LETTER_CHARS = 100;
/** docs/spec.md (engine) §9: log messages are truncated at 300 characters. */
export const LOG_MESSAGE_MAX_CHARS = 300;

/** docs/spec.md (engine) §2, §5, §9: admin settings with their defaults and bounds. */
export const AI_SETTING_KEYS = {
  apiKey: "ai.openrouter.api_key",
  timeoutMs: "api.timeouts.default",
  maxRetries: "api.retries.max",
} as const;
export const TIMEOUT_MS = { min: 30_000, max: 300_000, default: 120_000 } as const;
export const MAX_RETRIES = { min: 0, max: 10, default: 3 } as const;
/** docs/spec.md (engine) §7: the connection test sends 'Hello' for 5 tokens with a 10 s time-out. */
export const CONNECTION_TEST = { prompt: "Hello", maxTokens: 5, timeoutMs: 10_000 } as const;

/** docs/spec.md (engine) §5: industries (technology is the default) and seniority levels. */
export const INDUSTRIES = [
  "technology",
  "finance",
  "healthcare",
  "marketing",
  "sales",
  "consulting",
  "education",
] as const;
export const DEFAULT_INDUSTRY = "technology";
export const SENIORITY_LEVELS = ["entry", "mid", "senior", "executive"] as const;

/** Our own (the grounding issue's words): the fact gate is writing the letter again. */
export const rewritingClaims = (count: number) =>
  `Rewriting ${count} ${count === 1 ? "claim" : "claims"} that your CV doesn't show…`;

/** Our own: paragraph actions (docs/product-rules.md, "Paragraph actions"). */
export const PARAGRAPH_MESSAGES = {
  premiumOnly: "More formal and More personal are Premium features.",
  needsModel:
    "More formal and More personal need the AI model, and none is available right now. Rewrite and Shorten work without it.",
  notBody: "Choose a paragraph of the letter's body: the greeting and the sign-off stay as they are.",
  oneSentence:
    "This paragraph is a single sentence, so the built-in writer cannot shorten it: it shortens by leaving sentences out.",
  nothingToRephrase: "The built-in writer found nothing in this paragraph it could rephrase from your CV.",
  offline: "Written by the built-in writer from your CV's facts.",
  claimsFallback:
    "The AI's version added claims your CV doesn't show, so the built-in writer's version is used instead.",
  claimsKept: "The AI's version added claims your CV doesn't show, so the paragraph was left as it was.",
} as const;

/** Our own: the built-in writer rephrases English only (docs/product-rules.md, "Paragraph actions"). */
export const offlineRewriteEnglishOnly = (language: string) =>
  `The built-in writer only rewrites English paragraphs. Rewriting a paragraph in ${language} needs the AI model.`;

/** Our own: the model failed, so the built-in writer did the paragraph action. */
export const paragraphModelFailed = (reason: string) =>
  `The AI model failed (${reason.replace(/\.$/, "")}), so the built-in writer did this.`;
