// Placeholder settings for unit tests that load modules reading the environment at import (the route pipeline's
// session and database modules). Import it first; nothing in such a test may reach these addresses.
Object.assign(process.env, {
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL ?? "http://127.0.0.1:9",
  NEXT_PUBLIC_SUPABASE_ANON_KEY:
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? "sb_publishable_unused-in-this-test-0001",
  DATABASE_URL: process.env.DATABASE_URL ?? "postgres://unused@127.0.0.1:9/unused",
  SUPABASE_SERVICE_ROLE_KEY:
    process.env.SUPABASE_SERVICE_ROLE_KEY ?? "sb_secret_unused-in-this-test-00000001",
  APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY ?? Buffer.alloc(32, 7).toString("base64"),
});
