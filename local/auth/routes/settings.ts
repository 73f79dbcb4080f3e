// GET /settings, GET /.well-known/jwks.json, GET /health
import { PROVIDERS, type AuthContext } from "../context.ts";
import { json, type Reply } from "../http.ts";

const DISABLED_PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "gitlab",
  "kakao",
  "keycloak",
  "notion",
  "slack",
  "slack_oidc",
  "spotify",
  "twitch",
  "twitter",
  "workos",
  "x",
  "zoom",
  "phone",
];

export function settings(ctx: AuthContext): Reply {
  const external: Record<string, boolean> = Object.fromEntries(
    DISABLED_PROVIDERS.map((name) => [name, false]),
  );
  for (const name of Object.keys(PROVIDERS)) external[name] = true;
  external.email = true;
  return json(200, {
    external,
    disable_signup: false,
    mailer_autoconfirm: ctx.settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
}

export function jwks(ctx: AuthContext): Reply {
  return json(200, { keys: [ctx.keys.publicJwk] }, { "cache-control": "public, max-age=600" });
}

export function health(): Reply {
  return json(200, {
    version: "local-stand-in",
    name: "GoTrue",
    description: "Local stand-in for Supabase Auth (GoTrue API subset)",
  });
}
