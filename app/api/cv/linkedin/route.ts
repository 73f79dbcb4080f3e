import { hasPremiumFeatures } from "@/lib/auth/access";
import { linkedInCvText, parseLinkedInProfile } from "@/lib/documents/linkedin-profile";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { LINKEDIN_IMPORT } from "@/lib/messages/builder/uploads";
import { linkedInImportMaxBytes, linkedInImportSchema } from "@/lib/validation/linkedin";

export const dynamic = "force-dynamic";

/**
 * POST { pages: [{ width, lines: [{ text, x, size }] }] } → 200 { cvContent, name }: a LinkedIn profile export,
 * read by pdf.js in the browser, parsed into CV text here, where the plan is known (Premium and staff only: 403,
 * checked before the body is read). 422 when the PDF is not a LinkedIn profile; 400 / 401 / 429 as the other
 * builder routes.
 */
export const POST = defineRoute(
  {
    auth: "user",
    rateLimit: "ai",
    permit: (user) => (hasPremiumFeatures(user.profile) ? null : LINKEDIN_IMPORT.premiumOnly),
    body: { json: linkedInImportSchema, maxBytes: linkedInImportMaxBytes() },
  },
  ({ body }) => {
    const profile = parseLinkedInProfile(body.pages);
    if (!profile) return jsonResponse({ error: LINKEDIN_IMPORT.notAProfile }, 422);
    const cvContent = linkedInCvText(profile).slice(0, INPUT_LIMITS.cvMaxChars);
    return jsonResponse({ cvContent, name: profile.name });
  },
);
