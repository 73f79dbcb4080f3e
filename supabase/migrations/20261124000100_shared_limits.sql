-- State every server instance must share (docs/architecture.md §3 'Limits shared across instances').
-- For the server alone: RLS on, no policies, nothing granted to the public API roles.

-- Rate limits: one row per bucket (e.g. 'generate:<user id>', 'signin:email:<address>'), holding the times of the
-- hits inside its sliding window, at most the bucket's limit of them. lib/usage/rate-limit.ts takes a hit with one
-- upsert, which locks the row, so concurrent requests on any instance count exactly. Rows whose last hit is older
-- than every window are purged by the app now and then (updated_at is indexed for that).
create table public.rate_limit_hits (
  key text primary key check (length(key) <= 400),
  hits timestamptz[] not null,
  -- Whether the last attempt was let through (the upsert's answer).
  allowed boolean not null,
  updated_at timestamptz not null
);

create index rate_limit_hits_updated_idx on public.rate_limit_hits (updated_at);

-- The AI settings cache (lib/settings/ai-settings.ts) follows this number: every write to app_settings bumps it in
-- the same transaction, and an instance re-reads the settings when the number it cached is not the current one.
create table public.settings_version (
  id boolean primary key default true check (id),
  version bigint not null
);

insert into public.settings_version (id, version) values (true, 1);

create function public.bump_settings_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.settings_version set version = version + 1 where id;
  return null;
end;
$$;

create trigger app_settings_bump_version after insert or update or delete or truncate on public.app_settings
  for each statement execute function public.bump_settings_version();

alter table public.rate_limit_hits enable row level security;
alter table public.settings_version enable row level security;

revoke all on table public.rate_limit_hits, public.settings_version from public, anon, authenticated;
grant all on table public.rate_limit_hits, public.settings_version to service_role;
revoke execute on function public.bump_settings_version() from public, anon, authenticated;
