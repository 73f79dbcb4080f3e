// Sign-up through supabase-js and @supabase/ssr against the auth stand-in: confirmation e-mail, verify link,
// code exchange, the public.users trigger, repeated sign-ups, validation, and autoconfirm.
import { AuthApiError, AuthWeakPasswordError, isAuthApiError } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserClient,
  fragmentOf,
  latestMail,
  localStack,
  mailTo,
  navigate,
  ssrClient,
  startExtraStandIn,
  uniqueEmail,
  verifyLinkOf,
  type CookieJar,
  type ExtraStandIn,
} from "../support/auth-clients.ts";

const stack = localStack();
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
const CALLBACK = `${stack.siteUrl}/auth/callback`;

afterAll(async () => {
  await sql.end();
});

describe("sign-up with e-mail confirmation (the default)", () => {
  it("answers a bare user, e-mails a link, and the link hands the app a single-use code (@supabase/ssr, PKCE)", async () => {
    const jar: CookieJar = new Map();
    const supabase = ssrClient(stack, jar);
    const email = uniqueEmail("signup-pkce");
    const { data, error } = await supabase.auth.signUp({
      email,
      password: "first-password",
      options: { emailRedirectTo: `${CALLBACK}?next=%2Fbuilder`, data: { name: "Sam Signup" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { name: "Sam Signup", email, email_verified: false },
      is_anonymous: false,
    });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: "email",
      id: data.user?.id,
      user_id: data.user?.id,
    });

    const [row] = await sql<
      { confirmation_token: string }[]
    >`select confirmation_token from auth.users where email = ${email}`;
    expect(row?.confirmation_token).toMatch(/^pkce_[0-9a-f]{56}$/);

    const mail = await latestMail(stack.mailboxUrl, email, "Confirm your signup");
    const link = new URL(verifyLinkOf(mail));
    expect(link.origin + link.pathname).toBe(`${stack.supabaseUrl}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe(`${CALLBACK}?next=%2Fbuilder`);

    const opened = await navigate(link.toString());
    expect(opened.status).toBe(303);
    expect(opened.location?.origin + (opened.location?.pathname ?? "")).toBe(CALLBACK);
    expect(opened.location?.searchParams.get("next")).toBe("/builder");
    const code = opened.location?.searchParams.get("code") ?? "";
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const verifierCookies = new Map(jar); // what the browser still holds if it retries the callback
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.session?.user.user_metadata.email_verified).toBe(true);
    expect([...jar.keys()]).toContain("sb-127-auth-token");

    const retry = await ssrClient(stack, verifierCookies).auth.exchangeCodeForSession(code);
    expect(retry.data.session).toBeNull();
    expect(isAuthApiError(retry.error)).toBe(true);
    expect(retry.error).toMatchObject({ status: 404, code: "flow_state_not_found" });

    // The link is spent too.
    const again = await navigate(link.toString());
    expect(fragmentOf(again.location as URL).get("error_code")).toBe("otp_expired");
  });

  it("refuses a password sign-in until the address is confirmed (email_not_confirmed)", async () => {
    const supabase = browserClient(stack);
    const email = uniqueEmail("unconfirmed");
    expect((await supabase.auth.signUp({ email, password: "secret-123" })).error).toBeNull();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: "secret-123" });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });
  });

  it("implicit flow: the link signs in with the tokens in the fragment", async () => {
    const supabase = browserClient(stack, { flowType: "implicit" });
    const email = uniqueEmail("signup-implicit");
    await supabase.auth.signUp({ email, password: "secret-123", options: { emailRedirectTo: CALLBACK } });
    const [row] = await sql<
      { confirmation_token: string }[]
    >`select confirmation_token from auth.users where email = ${email}`;
    expect(row?.confirmation_token).toMatch(/^[0-9a-f]{56}$/);

    const opened = await navigate(
      verifyLinkOf(await latestMail(stack.mailboxUrl, email, "Confirm your signup")),
    );
    expect(opened.status).toBe(303);
    expect(opened.location?.search).toBe("");
    const fragment = fragmentOf(opened.location as URL);
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("expires_in")).toBe("3600");
    const { data, error } = await supabase.auth.setSession({
      access_token: fragment.get("access_token") ?? "",
      refresh_token: fragment.get("refresh_token") ?? "",
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it("creates the public.users row through the trigger, honouring name, terms and marketing consent", async () => {
    const email = uniqueEmail("profile");
    const { data } = await browserClient(stack).auth.signUp({
      email,
      password: "secret-123",
      options: { data: { name: "Pat Profile", terms_accepted: true, marketing_consent: true } },
    });
    const [profile] = await sql`select * from public.users where id = ${data.user?.id ?? ""}`;
    expect(profile).toMatchObject({
      email,
      name: "Pat Profile",
      role: null,
      subscription_tier: "free",
      subscription_status: "active",
      terms_accepted: true,
      marketing_consent: true,
      privacy_policy_accepted: true,
    });
    expect(profile?.terms_accepted_at).toBeInstanceOf(Date);
    expect(profile?.marketing_consent_at).toBeInstanceOf(Date);

    const declined = uniqueEmail("no-marketing");
    const second = await browserClient(stack).auth.signUp({
      email: declined,
      password: "secret-123",
      options: { data: { name: "Nia NoMail", terms_accepted: true, marketing_consent: false } },
    });
    const [other] =
      await sql`select marketing_consent, marketing_consent_at from public.users where id = ${second.data.user?.id ?? ""}`;
    expect(other).toEqual({ marketing_consent: false, marketing_consent_at: null });
  });

  it("answers a repeated sign-up of a confirmed address with a user without identities, and sends nothing", async () => {
    const before = (await mailTo(stack.mailboxUrl, "free@example.com")).length;
    const { data, error } = await browserClient(stack).auth.signUp({
      email: "free@example.com",
      password: "whatever-1",
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe("00000000-0000-4000-8000-00000000f001");
    expect((await mailTo(stack.mailboxUrl, "free@example.com")).length).toBe(before);
  });

  it("limits a repeated sign-up of an unconfirmed address to one e-mail a minute (429)", async () => {
    const supabase = browserClient(stack);
    const email = uniqueEmail("twice");
    expect((await supabase.auth.signUp({ email, password: "secret-123" })).error).toBeNull();
    const { error } = await supabase.auth.signUp({ email, password: "secret-123" });
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(await mailTo(stack.mailboxUrl, email)).toHaveLength(1);
  });

  it("validates the input with GoTrue's codes", async () => {
    const supabase = browserClient(stack);
    const short = await supabase.auth.signUp({ email: uniqueEmail("short"), password: "12345" });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      reasons: ["length"],
    });

    const badEmail = await supabase.auth.signUp({ email: "not-an-address", password: "secret-123" });
    expect(badEmail.error).toMatchObject({ status: 400, code: "validation_failed" });
    expect(badEmail.error?.message).toBe("Unable to validate email address: invalid format");

    const noPassword = await supabase.auth.signUp({ email: uniqueEmail("nopass"), password: "" });
    expect(noPassword.error).toMatchObject({
      status: 422,
      code: "validation_failed",
      message: "Signup requires a valid password",
    });
  });

  it("ignores a redirect to another origin and sends the link back to the site URL", async () => {
    const email = uniqueEmail("open-redirect");
    await browserClient(stack).auth.signUp({
      email,
      password: "secret-123",
      options: { emailRedirectTo: "https://evil.example/steal" },
    });
    const link = new URL(verifyLinkOf(await latestMail(stack.mailboxUrl, email)));
    expect(link.searchParams.get("redirect_to")).toBe(stack.siteUrl);
    const opened = await navigate(link.toString());
    expect(opened.location?.origin).toBe(new URL(stack.siteUrl).origin);
  });
});

describe("sign-up with autoconfirm (a second stand-in)", () => {
  let autoconfirm: ExtraStandIn;
  beforeAll(async () => {
    autoconfirm = await startExtraStandIn({ autoconfirm: true });
  });
  afterAll(async () => {
    await autoconfirm.stopAll();
  });

  it("answers a session straight away and sends no e-mail", async () => {
    const email = uniqueEmail("auto");
    const { data, error } = await browserClient(autoconfirm).auth.signUp({
      email,
      password: "secret-123",
      options: { data: { name: "Ava Auto" } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ name: "Ava Auto", email_verified: true });
    expect(autoconfirm.mailbox.messages(email)).toHaveLength(0);
    const settings = (await (await fetch(`${autoconfirm.url}/auth/v1/settings`)).json()) as {
      mailer_autoconfirm: boolean;
    };
    expect(settings.mailer_autoconfirm).toBe(true);
  });

  it("refuses an address that is already registered with user_already_exists (422)", async () => {
    const { data, error } = await browserClient(autoconfirm).auth.signUp({
      email: "premium@example.com",
      password: "secret-123",
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
  });
});
