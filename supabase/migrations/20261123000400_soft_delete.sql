-- Deleting letters (docs/product-rules.md 'Deleting letters'): Delete and Clear set deleted_at instead of removing
-- the row, so Undo works after a reload too; the server purges rows deleted more than 30 days ago on the user's
-- next write (lib/history/deleted-letters.ts holds the number). Privileges and the read-own-rows policy of
-- cover_letters apply to the new column as they are.

alter table public.cover_letters add column deleted_at timestamptz;

-- The live list (newest first) reads only live rows; the recently deleted list and the purge read the others.
drop index public.cover_letters_user_created_idx;
create index cover_letters_user_live_idx on public.cover_letters (user_id, created_at desc)
  where deleted_at is null;
create index cover_letters_user_deleted_idx on public.cover_letters (user_id, deleted_at)
  where deleted_at is not null;

-- The 100-letter cap counts live letters only; deleted ones leave with the purge. A restore may briefly leave more
-- than 100 live letters; the next insert trims them.
create or replace function public.cap_cover_letters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.cover_letters
  where id in (
    select id from public.cover_letters
    where user_id = new.user_id and deleted_at is null
    order by created_at desc, id desc
    offset 100
  );
  return null;
end;
$$;
