import type { ProvidedContext } from "vitest";

/** Points the app's environment at this run's stand-ins; call before importing app modules (they read it at import). */
export function useStackEnvironment(stack: ProvidedContext["localStack"]): void {
  Object.assign(process.env, {
    DATABASE_URL: stack.databaseUrl,
    NEXT_PUBLIC_SUPABASE_URL: stack.supabaseUrl,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    // A throwaway 32-byte key for encrypting settings at rest in tests.
    APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString("base64"),
  });
}
