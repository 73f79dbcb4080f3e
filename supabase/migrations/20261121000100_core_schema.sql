-- User profiles and the cover-letter history.
-- docs/architecture.md, rule 3: every table has RLS on; anon/authenticated get at most SELECT on their own rows.

-- Supabase grants every new object in public to anon and authenticated; opt out, grant per table.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- users: the profile of an auth user. Only the server (database owner / service_role) writes it.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  name text,
  subscription_tier text not null default 'free' check (subscription_tier in ('free', 'premium')),
  -- null means "no status", which counts as active for premium.
  subscription_status text default 'active' check (subscription_status in ('active', 'past_due', 'canceled', 'cancelled', 'trialing')),
  role text check (role in ('admin', 'super_admin')),
  terms_accepted boolean not null default false,
  terms_accepted_at timestamptz,
  marketing_consent boolean not null default false,
  marketing_consent_at timestamptz,
  privacy_policy_accepted boolean not null default false,
  privacy_policy_accepted_at timestamptz,
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_email_lower_idx on public.users (lower(email));
create trigger users_set_updated_at before update on public.users
  for each row execute function public.set_updated_at();

-- A new auth user gets a free, active profile; name and consents come from the sign-up metadata
-- (booleans or 'true' strings, snake_case or camelCase keys); consent times only where consent was given.
create function public.handle_new_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  signed_up_at timestamptz := coalesce(new.created_at, now());
  terms boolean := coalesce(lower(meta ->> 'terms_accepted') = 'true' or lower(meta ->> 'termsAccepted') = 'true', false);
  marketing boolean := coalesce(lower(meta ->> 'marketing_consent') = 'true' or lower(meta ->> 'marketingConsent') = 'true', false);
begin
  insert into public.users (
    id, email, name, subscription_tier, subscription_status,
    terms_accepted, terms_accepted_at, marketing_consent, marketing_consent_at,
    privacy_policy_accepted, privacy_policy_accepted_at
  ) values (
    new.id,
    coalesce(new.email, ''),
    coalesce(nullif(btrim(meta ->> 'name'), ''), nullif(btrim(meta ->> 'full_name'), '')),
    'free',
    'active',
    terms, case when terms then signed_up_at end,
    marketing, case when marketing then signed_up_at end,
    terms, case when terms then signed_up_at end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_auth_user();

create function public.sync_auth_user_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = coalesce(new.email, '') where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.sync_auth_user_email();

-- cover_letters: the history, per user, newest first, at most 100 per user.
create table public.cover_letters (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  title text not null default 'Untitled' check (char_length(title) <= 200),
  job_description text not null check (char_length(job_description) <= 20000),
  cv_content text not null check (char_length(cv_content) <= 50000),
  letter text not null,
  tone text not null default 'professional' check (tone in ('professional', 'enthusiastic', 'confident', 'friendly')),
  length text not null default 'medium' check (length in ('short', 'medium', 'long')),
  formatting jsonb not null default '{}'::jsonb,
  favorite boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cover_letters_user_created_idx on public.cover_letters (user_id, created_at desc);
create trigger cover_letters_set_updated_at before update on public.cover_letters
  for each row execute function public.set_updated_at();

-- Keeps the newest 100 per user. Two concurrent inserts may briefly leave 101; the next insert trims it.
create function public.cap_cover_letters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.cover_letters
  where id in (
    select id from public.cover_letters
    where user_id = new.user_id
    order by created_at desc, id desc
    offset 100
  );
  return null;
end;
$$;

create trigger cover_letters_cap after insert on public.cover_letters
  for each row execute function public.cap_cover_letters();

-- Privileges: the server connects as the owner; the public API roles may only read their own rows.
alter table public.users enable row level security;
alter table public.cover_letters enable row level security;

revoke all on table public.users, public.cover_letters from public, anon, authenticated;
grant select on table public.users, public.cover_letters to authenticated;
grant all on table public.users, public.cover_letters to service_role;

create policy "users: read own profile" on public.users
  for select to authenticated using (id = (select auth.uid()));
create policy "cover_letters: read own letters" on public.cover_letters
  for select to authenticated using (user_id = (select auth.uid()));

revoke execute on function
  public.set_updated_at(), public.handle_new_auth_user(), public.sync_auth_user_email(), public.cap_cover_letters()
  from public, anon, authenticated;
