// Social sign-in through @supabase/ssr / supabase-js against the stand-in's own provider page:
// authorize → provider page → Continue / Cancel → the app's callback → code exchange.
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import {
  browserClient,
  confirmedUser,
  fragmentOf,
  localStack,
  navigate,
  ssrClient,
  uniqueEmail,
  type CookieJar,
} from "../support/auth-clients.ts";

const stack = localStack();
const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
const CALLBACK = `${stack.siteUrl}/auth/callback`;

afterAll(async () => {
  await sql.end();
});

type ProviderPage = { status: number; html: string; action: string; state: string };

async function openProviderPage(authorizeUrl: string): Promise<ProviderPage> {
  const redirected = await navigate(authorizeUrl);
  expect(redirected.status).toBe(302);
  const pageUrl = redirected.location as URL;
  expect(pageUrl.origin).toBe(stack.supabaseUrl);
  const response = await fetch(pageUrl);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { status: response.status, html, action: new URL(action, pageUrl).toString(), state };
}

async function submit(page: ProviderPage, fields: Record<string, string>) {
  return navigate(page.action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state: page.state, ...fields }).toString(),
  });
}

async function signInWith(provider: "google" | "github" | "linkedin_oidc", email: string, name: string) {
  const jar: CookieJar = new Map();
  const supabase = ssrClient(stack, jar);
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider,
    options: { redirectTo: CALLBACK },
  });
  expect(error).toBeNull();
  const page = await openProviderPage(data.url ?? "");
  const back = await submit(page, { email, name, action: "continue" });
  expect(back.status).toBe(303);
  const code = back.location?.searchParams.get("code") ?? "";
  const exchanged = await supabase.auth.exchangeCodeForSession(code);
  expect(exchanged.error).toBeNull();
  return { session: exchanged.data.session, jar, back: back.location as URL };
}

describe("social sign-in with the local provider page", () => {
  it("shows a page that says it is the local stand-in, with e-mail and name fields and Continue / Cancel", async () => {
    const { data } = await ssrClient(stack).auth.signInWithOAuth({
      provider: "github",
      options: { redirectTo: CALLBACK },
    });
    const authorize = new URL(data.url ?? "");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${stack.supabaseUrl}/auth/v1/authorize`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("s256");
    const page = await openProviderPage(authorize.toString());
    expect(page.status).toBe(200);
    expect(page.html).toContain("local stand-in for GitHub");
    expect(page.html).toMatch(/<input id="email" name="email" type="email"/);
    expect(page.html).toMatch(/<input id="name" name="name"/);
    expect(page.html).toContain(">Continue</button>");
    expect(page.html).toContain(">Cancel</button>");
  });

  it("Continue creates a confirmed user with the provider identity and the name, and the code exchanges once (PKCE)", async () => {
    const email = uniqueEmail("github");
    const { session, back } = await signInWith("github", email, "Gita Hub");
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(session?.provider_token).toMatch(/^local-github-/);
    expect(session?.user).toMatchObject({
      email,
      app_metadata: { provider: "github", providers: ["github"] },
      user_metadata: { full_name: "Gita Hub", name: "Gita Hub", email, email_verified: true },
    });
    expect(session?.user.email_confirmed_at).toBeTruthy();
    expect(session?.user.identities?.map((identity) => identity.provider)).toEqual(["github"]);

    const [profile] =
      await sql`select name, terms_accepted from public.users where id = ${session?.user.id ?? ""}`;
    expect(profile).toEqual({ name: "Gita Hub", terms_accepted: false });

    // The same account again is the same user.
    const again = await signInWith("github", email, "Gita Hub");
    expect(again.session?.user.id).toBe(session?.user.id);
  });

  it("links a provider to the existing account with the same e-mail", async () => {
    const email = uniqueEmail("linked");
    const first = await signInWith("linkedin_oidc", email, "Lin Ked");
    const second = await signInWith("google", email, "Lin Ked");
    expect(second.session?.user.id).toBe(first.session?.user.id);
    expect(second.session?.user.app_metadata.providers).toEqual(["google", "linkedin_oidc"]);
    expect(second.session?.user.identities).toHaveLength(2);

    // An e-mail + password account keeps its password after a Google sign-in with the same address.
    const owner = uniqueEmail("password-owner");
    const { id } = await confirmedUser(owner, "owner-pass-1");
    const viaGoogle = await signInWith("google", owner, "Olive Owner");
    expect(viaGoogle.session?.user.id).toBe(id);
    expect(viaGoogle.session?.user.app_metadata.providers).toEqual(["email", "google"]);
    const password = await browserClient(stack).auth.signInWithPassword({
      email: owner,
      password: "owner-pass-1",
    });
    expect(password.error).toBeNull();
  });

  it("Cancel sends the browser back with error=access_denied and the code is never issued", async () => {
    const { data } = await ssrClient(stack).auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: CALLBACK },
    });
    const page = await openProviderPage(data.url ?? "");
    const back = await submit(page, { action: "cancel" });
    expect(back.status).toBe(303);
    const location = back.location as URL;
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("error_description")).toBeTruthy();
    expect(location.searchParams.get("code")).toBeNull();

    // The flow is gone: continuing with the same page afterwards fails.
    const late = await submit(page, { email: uniqueEmail("late"), name: "Late", action: "continue" });
    expect(late.location?.searchParams.get("error_code")).toBe("flow_state_not_found");
  });

  it("implicit flow: Continue redirects with the tokens and the provider token in the fragment", async () => {
    const { data } = await browserClient(stack, { flowType: "implicit" }).auth.signInWithOAuth({
      provider: "linkedin_oidc",
      options: { redirectTo: CALLBACK, skipBrowserRedirect: true },
    });
    const authorize = new URL(data.url ?? "");
    expect(authorize.searchParams.get("code_challenge")).toBeNull();
    authorize.searchParams.delete("skip_http_redirect");
    const page = await openProviderPage(authorize.toString());
    const back = await submit(page, {
      email: uniqueEmail("implicit-oauth"),
      name: "Imp Licit",
      action: "continue",
    });
    const fragment = fragmentOf(back.location as URL);
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("refresh_token")).toBeTruthy();
    expect(fragment.get("provider_token")).toMatch(/^local-linkedin_oidc-/);
    expect(fragment.get("token_type")).toBe("bearer");
  });

  it("re-shows the page for an invalid e-mail, and refuses a forged or stale state", async () => {
    const { data } = await ssrClient(stack).auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: CALLBACK },
    });
    const page = await openProviderPage(data.url ?? "");
    const invalid = await fetch(page.action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        state: page.state,
        email: "nope",
        name: "",
        action: "continue",
      }).toString(),
      redirect: "manual",
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Enter a valid e-mail address.");

    const forged = await fetch(`${stack.supabaseUrl}/auth/v1/local-provider/google?state=forged`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("local stand-in");
  });

  it("answers 400 validation_failed for an unknown provider", async () => {
    const { data } = await ssrClient(stack).auth.signInWithOAuth({
      provider: "facebook",
      options: { redirectTo: CALLBACK },
    });
    const response = await fetch(data.url ?? "", { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-sb-error-code")).toBe("validation_failed");
    expect(await response.json()).toMatchObject({
      code: 400,
      error_code: "validation_failed",
      msg: "Unsupported provider: provider facebook could not be found",
    });
  });

  it("sends the browser back to the site URL when redirect_to points elsewhere", async () => {
    const { data } = await ssrClient(stack).auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: "https://evil.example/callback" },
    });
    const page = await openProviderPage(data.url ?? "");
    const back = await submit(page, { action: "cancel" });
    expect(back.location?.origin).toBe(new URL(stack.siteUrl).origin);
  });
});
