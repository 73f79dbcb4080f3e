import type { NextRequest } from "next/server";
import { guardRequest, jsonResponse, readJsonBody } from "@/lib/ai/http";
import { hasPremiumAccess } from "@/lib/auth/premium";
import { isStaffRole } from "@/lib/auth/roles";
import { linkedInCvText, parseLinkedInProfile } from "@/lib/documents/linkedin-profile";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { LINKEDIN_IMPORT } from "@/lib/messages/builder";
import { linkedInImportSchema } from "@/lib/validation/linkedin";

export const dynamic = "force-dynamic";

/**
 * POST { pages: [{ width, lines: [{ text, x, size }] }] } → 200 { cvContent, name }: a LinkedIn profile export,
 * read by pdf.js in the browser, parsed into CV text here, where the plan is known (Premium and staff only: 403).
 * 422 when the PDF is not a LinkedIn profile; 400 / 401 / 429 as the other builder routes.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "ai");
  if (!guard.ok) return guard.response;
  const { user, session } = guard;
  if (!hasPremiumAccess(user.profile) && !isStaffRole(user.profile.role)) {
    return session.applySessionCookies(jsonResponse({ error: LINKEDIN_IMPORT.premiumOnly }, 403));
  }
  const body = await readJsonBody(request, linkedInImportSchema);
  if (!body.ok) return session.applySessionCookies(body.response);

  const profile = parseLinkedInProfile(body.data.pages);
  if (!profile) return session.applySessionCookies(jsonResponse({ error: LINKEDIN_IMPORT.notAProfile }, 422));
  const cvContent = linkedInCvText(profile).slice(0, INPUT_LIMITS.cvMaxChars);
  return session.applySessionCookies(jsonResponse({ cvContent, name: profile.name }));
}
