/**
 * The stand-in's API keys: fixed, well-known values in Supabase's opaque key format, like the Supabase CLI's
 * local demo keys. Fixed so a production build (which inlines NEXT_PUBLIC_* values) works with any local run.
 * They grant nothing outside this machine's loopback stand-ins.
 */
export const LOCAL_ANON_KEY = "sb_publishable_local-stand-in-anon-key-0001";
export const LOCAL_SERVICE_ROLE_KEY = "sb_secret_local-stand-in-service-role-key-0001";
