// POST /api/cv/linkedin: a LinkedIn profile export, read into positioned lines, parsed on the server for Premium.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { extractPdfLines } from "@/lib/documents/pdf-lines";
import type { PdfJsLike } from "@/lib/documents/pdf-text";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";
import { linkedInProfilePdf, PROFILE } from "../fixtures/linkedin/profile-pdf.ts";

const stack = inject("localStack");
let route: typeof import("@/app/api/cv/linkedin/route");
let sql: typeof import("@/lib/db/client").sql;
let pages: Awaited<ReturnType<typeof extractPdfLines>>;

async function signedIn(tier: "free" | "premium", role: string | null = null) {
  const email = uniqueEmail(`linkedin-${tier}`);
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  await sql`update public.users set subscription_tier = ${tier}, role = ${role} where id = ${id}`;
  return cookieHeader(await signInCookies(stack, email, "password-123"));
}

const post = (cookies: string | undefined, body: unknown) =>
  route.POST(apiRequest("/api/cv/linkedin", { method: "POST", cookies, body }));

beforeAll(async () => {
  setAppEnvironment(stack, null);
  route = await import("@/app/api/cv/linkedin/route");
  ({ sql } = await import("@/lib/db/client"));
  pages = await extractPdfLines(new Uint8Array(linkedInProfilePdf()), pdfjs as unknown as PdfJsLike, {
    verbosity: 0,
  });
});

describe("LinkedIn import", () => {
  it("turns a Premium user's profile export into CV text", async () => {
    const response = await post(await signedIn("premium"), { pages });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { cvContent: string; name: string };
    expect(body.name).toBe(PROFILE.name);
    expect(body.cvContent.split("\n").slice(0, 3)).toEqual([
      PROFILE.name,
      PROFILE.headline,
      PROFILE.location,
    ]);
    expect(body.cvContent).toContain(`Skills\n${PROFILE.skills.join(", ")}`);
  });

  it("is Premium only on the server: a free user gets 403 with the reason; staff may import", async () => {
    const refused = await post(await signedIn("free"), { pages });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "LinkedIn import is a Premium feature. Upgrade to import your profile.",
    });
    expect((await post(await signedIn("free", "admin"), { pages })).status).toBe(200);
  });

  it("says when a PDF is not a LinkedIn profile, and refuses malformed or signed-out requests", async () => {
    const cookies = await signedIn("premium");
    const plain = [
      {
        width: 612,
        lines: [
          { text: "Jane Doe", x: 60, size: 12 },
          { text: "Experience", x: 60, size: 12 },
        ],
      },
    ];
    const notProfile = await post(cookies, { pages: plain });
    expect(notProfile.status).toBe(422);
    expect(((await notProfile.json()) as { error: string }).error).toMatch(
      /^This PDF doesn't look like a LinkedIn profile export/,
    );
    expect((await post(cookies, { pages: [] })).status).toBe(400);
    expect(
      (await post(cookies, { pages: [{ width: 612, lines: [{ text: "x".repeat(1001), x: 1, size: 1 }] }] }))
        .status,
    ).toBe(400);
    expect((await post(undefined, { pages })).status).toBe(401);
  });
});
