-- Account and data rights (docs/product-rules.md 'Your account and your data').

-- Withdrawing marketing consent keeps the record of when it was given (marketing_consent_at) and stamps the
-- withdrawal with its own time; giving it again stamps marketing_consent_at anew.
alter table public.users add column marketing_consent_withdrawn_at timestamptz;

-- Deleting an account, the database half (the app then deletes the Auth user, which removes identities and
-- sessions). Under one lock on the super admins: the last super admin cannot delete themselves (AD001).
-- Letters, versions and the sender block go with public.users (on delete cascade); usage and activity logs stay
-- with their user id set to null (on delete set null), and log rows that name the user as their subject lose it.
-- The deletion itself is logged without the user's id or e-mail. Returns false when there was no such user.
create function public.delete_account(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_role text;
  other_super_admins integer;
begin
  perform 1 from public.users u where u.id = p_user_id or u.role = 'super_admin' order by u.id for update;
  select u.role into target_role from public.users u where u.id = p_user_id;
  if not found then
    return false;
  end if;
  if target_role = 'super_admin' then
    select count(*)::integer into other_super_admins
    from public.users u where u.role = 'super_admin' and u.id <> p_user_id;
    if other_super_admins = 0 then
      raise exception 'user % is the last super_admin', p_user_id using errcode = 'AD001';
    end if;
  end if;

  update public.admin_activity_logs l set resource_id = null
  where l.resource_type = 'user' and l.resource_id = p_user_id::text;
  delete from public.users u where u.id = p_user_id;
  perform public.log_admin_activity(null, 'account_deleted', 'user', null, '{}'::jsonb);
  return true;
end;
$$;

revoke execute on function public.delete_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_account(uuid) to service_role;
