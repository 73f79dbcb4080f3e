// The virtual users: each signs up on the Auth stand-in (confirmed at once) through @supabase/ssr, as the app's own
// server client does, so its session lands in the cookies the app reads, in the library's own format.
import { createServerClient } from "@supabase/ssr";
import { LOCAL_ANON_KEY } from "../../local/auth/api-keys.ts";

export type SignedInUser = { id: string; email: string; cookie: string };

const PASSWORD = "load-password-1";
// bcrypt (cost 10) in the stand-in is the slow part of a sign-up; a few at a time keep the setup short.
const PARALLEL_SIGN_UPS = 4;

async function signUp(supabaseUrl: string, email: string): Promise<SignedInUser> {
  const jar = new Map<string, string>();
  const supabase = createServerClient(supabaseUrl, LOCAL_ANON_KEY, {
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
  const { data, error } = await supabase.auth.signUp({
    email,
    password: PASSWORD,
    // What the sign-up form sends: without the terms accepted, every API route answers 403.
    options: { data: { name: "Load Test", terms_accepted: true, marketing_consent: false } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error(`sign-up of ${email} gave no session`);
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return { id: data.user.id, email, cookie };
}

/** `count` new free accounts, each signed in. */
export async function signedInUsers(supabaseUrl: string, count: number): Promise<SignedInUser[]> {
  const users: SignedInUser[] = [];
  for (let start = 0; start < count; start += PARALLEL_SIGN_UPS) {
    const batch = Array.from({ length: Math.min(PARALLEL_SIGN_UPS, count - start) }, (_, offset) =>
      signUp(supabaseUrl, `load-${start + offset + 1}@example.com`),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
