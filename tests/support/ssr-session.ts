import { createServerClient } from "@supabase/ssr";

export type CookieJar = Map<string, string>;

/** Signs in through @supabase/ssr exactly as the app does, and returns the cookies it would set. */
export async function signInCookies(
  stack: { supabaseUrl: string; anonKey: string },
  email: string,
  password: string,
): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  const supabase = createServerClient(stack.supabaseUrl, stack.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll(cookies) {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return jar;
}

export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Decodes the `base64-` session cookie @supabase/ssr writes (chunks joined). */
export function readSessionCookie(jar: CookieJar, storageKey: string): Record<string, unknown> {
  const chunks = [...jar].filter(([name]) => name === storageKey || name.startsWith(`${storageKey}.`));
  chunks.sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }));
  const raw = chunks.map(([, value]) => value).join("");
  return JSON.parse(Buffer.from(raw.replace(/^base64-/, ""), "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

export function writeSessionCookie(storageKey: string, session: Record<string, unknown>): CookieJar {
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
  if (value.length <= 3180) return new Map([[storageKey, value]]);
  // @supabase/ssr splits long values into `<key>.0`, `<key>.1`, …
  const jar: CookieJar = new Map();
  for (let index = 0; index * 3180 < value.length; index++) {
    jar.set(`${storageKey}.${index}`, value.slice(index * 3180, (index + 1) * 3180));
  }
  return jar;
}

/**
 * For tests whose app database is not the auth stand-in's: copies the signed-in session into its `auth.sessions`,
 * which the app checks on every signed-in request (docs/decisions.md 'Ending sessions').
 */
export async function mirrorSession(
  sql: (strings: TemplateStringsArray, ...values: string[]) => PromiseLike<unknown>,
  jar: CookieJar,
): Promise<void> {
  const storageKey = [...jar.keys()][0]!.replace(/\.\d+$/, "");
  const token = String(readSessionCookie(jar, storageKey).access_token);
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as {
    sub: string;
    session_id: string;
  };
  await sql`insert into auth.sessions (id, user_id, created_at, updated_at, aal)
            values (${claims.session_id}, ${claims.sub}, now(), now(), 'aal1') on conflict (id) do nothing`;
}
