-- The model's analyses of job adverts, shared by every server instance: one row per advert text and model,
-- keyed by the sha256 of the model and the normalised advert text (lib/ai/tasks/analyse-advert.ts).
-- pending = a call in flight (others wait for it); done = result holds the analysis; failed = retried later.
-- For the server alone: RLS on, no policies, nothing granted to the public API roles.

create table public.advert_analyses (
  cache_key text primary key check (cache_key ~ '^[0-9a-f]{64}$'),
  model text not null,
  status text not null check (status in ('pending', 'done', 'failed')),
  result jsonb,
  -- Which call owns a pending row, so a call that was taken over cannot overwrite its successor's result.
  claim_id uuid not null default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- When the status last changed, written by the app's queries (a stale pending row is taken over by this).
  updated_at timestamptz not null default now(),
  check (status <> 'done' or result is not null)
);

alter table public.advert_analyses enable row level security;

revoke all on table public.advert_analyses from public, anon, authenticated;
grant all on table public.advert_analyses to service_role;
