// Password recovery through supabase-js and @supabase/ssr: the e-mail, the 60 s limit, the link (PKCE and
// implicit), setting the new password, and expired links (otp_expired).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserClient,
  confirmedUser,
  fragmentOf,
  latestMail,
  localStack,
  mailTo,
  movableClock,
  navigate,
  ssrClient,
  startExtraStandIn,
  uniqueEmail,
  verifyLinkOf,
  type CookieJar,
  type ExtraStandIn,
} from "../support/auth-clients.ts";

const stack = localStack();
const RESET = `${stack.siteUrl}/reset-password`;

describe("password recovery", () => {
  it("e-mails a reset link; through @supabase/ssr it yields a code, a recovery session and a new password", async () => {
    const email = uniqueEmail("recover");
    await confirmedUser(email, "forgotten-1");
    const jar: CookieJar = new Map();
    const supabase = ssrClient(stack, jar);
    const { data, error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: RESET });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = await latestMail(stack.mailboxUrl, email, "Reset your password");
    const link = new URL(verifyLinkOf(mail));
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(mail.text).toContain(link.toString());

    const opened = await navigate(link.toString());
    expect(opened.status).toBe(303);
    expect(`${opened.location?.origin}${opened.location?.pathname}`).toBe(RESET);
    const code = opened.location?.searchParams.get("code") ?? "";
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe("recovery");

    const updated = await supabase.auth.updateUser({ password: "remembered-2" });
    expect(updated.error).toBeNull();
    const signIn = await browserClient(stack).auth.signInWithPassword({ email, password: "remembered-2" });
    expect(signIn.error).toBeNull();
  });

  it("implicit flow: the link signs in with type=recovery in the fragment", async () => {
    const email = uniqueEmail("recover-implicit");
    await confirmedUser(email, "forgotten-1");
    await browserClient(stack, { flowType: "implicit" }).auth.resetPasswordForEmail(email, {
      redirectTo: RESET,
    });
    const opened = await navigate(
      verifyLinkOf(await latestMail(stack.mailboxUrl, email, "Reset your password")),
    );
    const fragment = fragmentOf(opened.location as URL);
    expect(fragment.get("type")).toBe("recovery");
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("refresh_token")).toBeTruthy();
  });

  it("answers 200 {} for an unknown address and sends nothing", async () => {
    const nobody = uniqueEmail("nobody");
    const { data, error } = await browserClient(stack).auth.resetPasswordForEmail(nobody);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailTo(stack.mailboxUrl, nobody)).toHaveLength(0);
  });

  it("sends at most one e-mail a minute per address (429 over_email_send_rate_limit)", async () => {
    const email = uniqueEmail("rate");
    await confirmedUser(email, "forgotten-1");
    const supabase = browserClient(stack);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { data, error } = await supabase.auth.resetPasswordForEmail(email);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(
      (await mailTo(stack.mailboxUrl, email)).filter((m) => m.subject === "Reset your password"),
    ).toHaveLength(1);
  });

  it("validates the address", async () => {
    const { error } = await browserClient(stack).auth.resetPasswordForEmail("not an address");
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("link lifetime (a stand-in whose clock the test moves)", () => {
  const clock = movableClock();
  let moved: ExtraStandIn;
  beforeAll(async () => {
    moved = await startExtraStandIn({ now: clock.now });
  });
  afterAll(async () => {
    await moved.stopAll();
  });

  it("allows a second reset e-mail once 60 s have passed", async () => {
    const email = uniqueEmail("later");
    await confirmedUser(email, "forgotten-1");
    const supabase = browserClient(moved);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    clock.advance(30);
    const early = await supabase.auth.resetPasswordForEmail(email);
    expect(early.error?.message).toBe("For security purposes, you can only request this after 30 seconds.");
    clock.advance(31);
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(moved.mailbox.messages(email)).toHaveLength(2);
  });

  it("redirects an expired PKCE link with otp_expired in the query and the fragment", async () => {
    const email = uniqueEmail("expired-pkce");
    await confirmedUser(email, "forgotten-1");
    await ssrClient(moved).auth.resetPasswordForEmail(email, { redirectTo: RESET });
    const link = verifyLinkOf(
      moved.mailbox.messages(email)[0] ?? (await latestMail(moved.mailboxUrl, email)),
    );
    clock.advance(3601);
    const opened = await navigate(link);
    expect(opened.status).toBe(303);
    const location = opened.location as URL;
    expect(`${location.origin}${location.pathname}`).toBe(RESET);
    for (const params of [location.searchParams, fragmentOf(location)]) {
      expect(params.get("error")).toBe("access_denied");
      expect(params.get("error_code")).toBe("otp_expired");
      expect(params.get("error_description")).toBe("Email link is invalid or has expired");
    }
  });

  it("redirects an expired implicit signup link with otp_expired in the fragment only", async () => {
    const email = uniqueEmail("expired-implicit");
    await browserClient(moved).auth.signUp({
      email,
      password: "secret-123",
      options: { emailRedirectTo: stack.siteUrl },
    });
    const link = verifyLinkOf(await latestMail(moved.mailboxUrl, email, "Confirm your signup"));
    clock.advance(3599);
    expect(fragmentOf((await navigate(link)).location as URL).get("access_token")).toBeTruthy();

    const late = uniqueEmail("expired-late");
    await browserClient(moved).auth.signUp({ email: late, password: "secret-123" });
    const lateLink = verifyLinkOf(await latestMail(moved.mailboxUrl, late, "Confirm your signup"));
    clock.advance(3601);
    const opened = await navigate(lateLink);
    const location = opened.location as URL;
    expect(location.search).toBe("");
    expect(fragmentOf(location).get("error_code")).toBe("otp_expired");
  });
});
