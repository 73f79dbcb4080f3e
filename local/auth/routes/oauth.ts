// GET /authorize?provider=… and the stand-in's own provider page (instead of Google / GitHub / LinkedIn):
// Continue signs in as the typed e-mail + name, Cancel returns access_denied to the app.
import { createHash, randomBytes } from "node:crypto";
import { isProvider, type AuthContext, type ProviderName } from "../context.ts";
import { errors } from "../errors.ts";
import { html, json, redirect, type AuthRequest, type Reply } from "../http.ts";
import { signJwt, verifyJwt } from "../keys.ts";
import { errorPage, providerPage } from "../pages.ts";
import { parsePkce } from "../pkce.ts";
import { allowedRedirect, errorRedirect, withFragment, withQuery } from "../redirects.ts";
import { createFlowState, deleteFlowState, findFlowStateById, issueAuthCode } from "../store/flow-state.ts";
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  mergeMetadata,
  refreshProviders,
  saveUser,
  updateIdentity,
  type Db,
  type UserRow,
} from "../store/users.ts";
import { issueSession } from "../tokens.ts";
import { validateEmail } from "../validate.ts";

const STATE_TTL_SECONDS = 600;

type ProviderState = { provider: ProviderName; redirectTo: string; flowStateId: string | null };

function providerPath(ctx: AuthContext, provider: ProviderName): string {
  return `${ctx.settings.issuer}/local-provider/${provider}`;
}

export async function authorize(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const provider = req.query.get("provider") ?? "";
  if (!isProvider(provider)) {
    throw errors.validation(`Unsupported provider: provider ${provider || "(none)"} could not be found`);
  }
  const pkce = parsePkce(Object.fromEntries(req.query));
  const redirectTo = allowedRedirect(ctx.settings, req.query.get("redirect_to"));
  const now = ctx.now();
  const flow = pkce
    ? await createFlowState(ctx.sql, {
        userId: null,
        providerType: provider,
        challenge: pkce.challenge,
        method: pkce.method,
        authenticationMethod: "oauth",
        now,
      })
    : null;
  const iat = Math.floor(now.getTime() / 1000);
  const state = signJwt(ctx.keys, {
    purpose: "local-provider-state",
    provider,
    redirect_to: redirectTo,
    flow_state_id: flow?.id ?? null,
    iat,
    exp: iat + STATE_TTL_SECONDS,
  });
  const target = `${providerPath(ctx, provider)}?${new URLSearchParams({ state }).toString()}`;
  if (req.query.get("skip_http_redirect") === "true") return json(200, { url: target });
  return redirect(302, target);
}

function readState(ctx: AuthContext, provider: string, state: string): ProviderState | null {
  const result = verifyJwt(ctx.keys, state, Math.floor(ctx.now().getTime() / 1000));
  if (!result.ok) return null;
  const claims = result.payload;
  if (claims.purpose !== "local-provider-state" || claims.provider !== provider || !isProvider(provider))
    return null;
  if (typeof claims.redirect_to !== "string") return null;
  return {
    provider,
    redirectTo: claims.redirect_to,
    flowStateId: typeof claims.flow_state_id === "string" ? claims.flow_state_id : null,
  };
}

function staleStatePage(): Reply {
  return html(
    400,
    errorPage("This sign-in has expired", "Go back to the app and choose the sign-in button again."),
  );
}

function providerFromPath(path: string): string {
  return path.slice("/local-provider/".length);
}

export function providerPageGet(ctx: AuthContext, req: AuthRequest): Reply {
  const provider = providerFromPath(req.path);
  const state = readState(ctx, provider, req.query.get("state") ?? "");
  if (!state) return staleStatePage();
  const short = state.provider.replace("_oidc", "");
  return html(
    200,
    providerPage({
      provider: state.provider,
      state: req.query.get("state") ?? "",
      email: `${short}.user@example.com`,
      name: "Alex Example",
    }),
  );
}

/** A stable, provider-style account id for the address (the same e-mail is the same provider account). */
function providerAccountId(provider: ProviderName, email: string): string {
  const digest = createHash("sha256").update(`${provider}:${email}`).digest("hex");
  return BigInt(`0x${digest.slice(0, 15)}`).toString();
}

/** GoTrue's external sign-in: the identity's user, else the user with that e-mail (linked), else a new user. */
async function signInWithProvider(
  ctx: AuthContext,
  tx: Db,
  provider: ProviderName,
  email: string,
  name: string,
): Promise<UserRow> {
  const now = ctx.now();
  const providerId = providerAccountId(provider, email);
  const identityData: Record<string, unknown> = {
    iss: providerPath(ctx, provider),
    sub: providerId,
    provider_id: providerId,
    email,
    email_verified: true,
    phone_verified: false,
    ...(name ? { name, full_name: name } : {}),
  };
  let user: UserRow | null = null;
  const identity = await findIdentity(tx, provider, providerId);
  if (identity) {
    user = await findUserById(tx, identity.user_id, true);
    await updateIdentity(tx, identity.id, identityData, now, true);
  }
  if (!user) {
    const existing = await findUserByEmail(tx, email);
    user = existing
      ? await findUserById(tx, existing.id, true)
      : await insertUser(tx, {
          email,
          encryptedPassword: null,
          appMetadata: { provider, providers: [provider] },
          userMetadata: identityData,
          emailConfirmedAt: now,
          now,
        });
    if (!user) throw errors.userNotFound();
    await insertIdentity(tx, { userId: user.id, provider, providerId, data: identityData, now });
  }
  user.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, identityData);
  if (!user.email_confirmed_at) {
    // As GoTrue: an unconfirmed password set by someone else must not stay a way into this account.
    user.email_confirmed_at = now;
    user.encrypted_password = "";
    user.confirmation_token = "";
  }
  await refreshProviders(tx, user);
  return saveUser(tx, user, now);
}

function cancelRedirect(redirectTo: string): string {
  const params = {
    error: "access_denied",
    error_description: "The user cancelled the sign-in at the provider.",
  };
  return withFragment(withQuery(redirectTo, params), params);
}

export async function providerPagePost(ctx: AuthContext, req: AuthRequest): Promise<Reply> {
  const provider = providerFromPath(req.path);
  const rawState = typeof req.body.state === "string" ? req.body.state : "";
  const state = readState(ctx, provider, rawState);
  if (!state) return staleStatePage();

  if (req.body.action === "cancel") {
    if (state.flowStateId) await deleteFlowState(ctx.sql, state.flowStateId);
    return redirect(303, cancelRedirect(state.redirectTo));
  }

  const typedEmail = typeof req.body.email === "string" ? req.body.email : "";
  const name = typeof req.body.name === "string" ? req.body.name.trim() : "";
  let email: string;
  try {
    email = validateEmail(typedEmail);
  } catch {
    return html(
      400,
      providerPage({
        provider: state.provider,
        state: rawState,
        email: typedEmail,
        name,
        error: "Enter a valid e-mail address.",
      }),
    );
  }

  const location = await ctx.sql.begin(async (tx): Promise<string> => {
    const providerToken = `local-${state.provider}-${randomBytes(16).toString("base64url")}`;
    if (state.flowStateId) {
      const flow = await findFlowStateById(tx, state.flowStateId);
      if (!flow || flow.user_id) return errorRedirect(state.redirectTo, errors.flowStateNotFound(), true);
      const user = await signInWithProvider(ctx, tx, state.provider, email, name);
      await issueAuthCode(tx, flow.id, user.id, ctx.now(), providerToken);
      return withQuery(state.redirectTo, { code: flow.auth_code });
    }
    const user = await signInWithProvider(ctx, tx, state.provider, email, name);
    const session = await issueSession(ctx, tx, user, "oauth", providerToken);
    return withFragment(state.redirectTo, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      provider_token: providerToken,
      refresh_token: session.refresh_token,
      token_type: "bearer",
    });
  });
  return redirect(303, location);
}
