-- Applications and versions (docs/product-rules.md 'Applications and versions'): a cover_letters row is an
-- application (advert, CV, notes, title, layout, template, formatting); its letter has versions. Regenerating, a
-- saved edit, a paragraph action or a restore adds a version and moves the application to the front. The row's
-- letter and claim_check stay the current version's, so every reader of cover_letters works unchanged.

-- When the application's letter last changed: the history lists and caps by it. Not updated_at, which a favourite or
-- a formatting change also moves. A new row takes its created_at (a trigger, since a default cannot read another
-- column), so letters that never got a second version keep the order they had.
alter table public.cover_letters add column last_version_at timestamptz not null default now();
update public.cover_letters set last_version_at = created_at;

create function public.start_last_version_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.last_version_at := new.created_at;
  return new;
end;
$$;
create trigger cover_letters_start_last_version_at before insert on public.cover_letters
  for each row execute function public.start_last_version_at();

drop index public.cover_letters_user_live_idx;
create index cover_letters_user_live_idx on public.cover_letters (user_id, last_version_at desc)
  where deleted_at is null;

-- The 100-application cap counts live applications, as before; the ones trimmed are those whose letter changed
-- longest ago (the bottom of the list).
create or replace function public.cap_cover_letters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.cover_letters
  where id in (
    select id from public.cover_letters
    where user_id = new.user_id and deleted_at is null
    order by last_version_at desc, id desc
    offset 100
  );
  return null;
end;
$$;

-- letter_versions: each version of an application's letter with its source and its own claim check; the server
-- keeps the 20 newest per application (lib/db/queries/letter-versions.ts). user_id lets RLS and the account's
-- deletion reach the rows without a join.
create table public.letter_versions (
  id uuid primary key default gen_random_uuid(),
  letter_id uuid not null references public.cover_letters (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  letter text not null,
  source text not null check (source in ('ai', 'offline', 'edited', 'paragraph', 'restored')),
  claim_check jsonb,
  created_at timestamptz not null default now()
);
create index letter_versions_letter_created_idx on public.letter_versions (letter_id, created_at desc);
create index letter_versions_user_idx on public.letter_versions (user_id);

-- Every existing letter becomes its application's first version. Whether it was edited since is unknown: 'ai'.
insert into public.letter_versions (letter_id, user_id, letter, source, claim_check, created_at)
select id, user_id, letter, 'ai', claim_check, updated_at from public.cover_letters;

-- Privileges as for the letters: the server connects as the owner; a user may only read its own rows.
alter table public.letter_versions enable row level security;

revoke all on table public.letter_versions from public, anon, authenticated;
grant select on table public.letter_versions to authenticated;
grant all on table public.letter_versions to service_role;

create policy "letter_versions: read own versions" on public.letter_versions
  for select to authenticated using (user_id = (select auth.uid()));

revoke execute on function public.start_last_version_at() from public, anon, authenticated;
