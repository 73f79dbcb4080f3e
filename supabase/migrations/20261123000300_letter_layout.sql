-- The letter layout (docs/architecture.md §14 'Letter layout'): each saved letter keeps its layout (sender block,
-- date, recipient block, subject line; null for letters saved before layouts existed) and the template it is set
-- in; each user's sender block is remembered once, for the next letter.

alter table public.cover_letters
  add column layout jsonb check (layout is null or jsonb_typeof(layout) = 'object'),
  add column template_id text not null default 'minimalist'
    check (template_id in ('professional', 'modern', 'creative', 'executive', 'minimalist', 'compact'));

-- sender_profiles: the user's sender block, one row per user; the server writes it when a letter's layout is saved.
create table public.sender_profiles (
  user_id uuid primary key references public.users (id) on delete cascade,
  name text not null default '' check (char_length(name) <= 200),
  email text not null default '' check (char_length(email) <= 200),
  phone text not null default '' check (char_length(phone) <= 200),
  location text not null default '' check (char_length(location) <= 200),
  link text not null default '' check (char_length(link) <= 200),
  updated_at timestamptz not null default now()
);
create trigger sender_profiles_set_updated_at before update on public.sender_profiles
  for each row execute function public.set_updated_at();

-- Privileges as for the letters: the server connects as the owner; a user may only read its own row.
alter table public.sender_profiles enable row level security;

revoke all on table public.sender_profiles from public, anon, authenticated;
grant select on table public.sender_profiles to authenticated;
grant all on table public.sender_profiles to service_role;

create policy "sender_profiles: read own sender block" on public.sender_profiles
  for select to authenticated using (user_id = (select auth.uid()));
