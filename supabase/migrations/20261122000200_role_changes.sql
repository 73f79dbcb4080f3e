-- Role changes (docs/decisions.md 'Roles', docs/spec.md, engine §6), enforced in one function so every rule holds atomically:
--   only a super_admin grants or revokes admin or super_admin, on anyone;
--   an admin changes no role of an admin or super_admin, and grants neither;
--   nobody changes their own role; the last super_admin cannot be demoted;
--   every change is written to the admin activity log in the same transaction.
-- users.role stays unchangeable through the public API (RLS, no UPDATE grant); only the server calls this.
--
-- Errors the app maps to its texts (lib/admin/roles.ts):
--   22023 invalid role · 28000 no acting user · RC001 actor is not staff · P0002 unknown user
--   RC002 own role · RC003 admin changing an admin or super_admin · RC004 admin granting admin or super_admin
--   RC005 last super_admin
create function public.change_user_role(p_actor_id uuid, p_target_id uuid, p_new_role text)
returns table (user_id uuid, role text, previous_role text, changed boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_role text;
  actor_role text;
  target_role text;
  other_super_admins integer;
begin
  if p_new_role is null or p_new_role not in ('none', 'admin', 'super_admin') then
    raise exception 'invalid role: %', coalesce(p_new_role, 'null')
      using errcode = '22023', hint = 'Use none, admin or super_admin.';
  end if;
  new_role := nullif(p_new_role, 'none');
  if p_actor_id is null then
    raise exception 'no acting user' using errcode = '28000';
  end if;

  -- Lock, in one ordered statement (so concurrent changes queue instead of deadlocking), every row the decision
  -- depends on: the actor, the target and each super_admin. Two super_admins demoting each other therefore run
  -- one after the other, and the second sees that its actor is no longer a super_admin.
  perform 1
  from public.users u
  where u.id in (p_actor_id, p_target_id) or u.role = 'super_admin'
  order by u.id
  for update;

  select u.role into actor_role from public.users u where u.id = p_actor_id;
  if not found then
    raise exception 'no acting user %', p_actor_id using errcode = '28000';
  end if;
  if actor_role is null or actor_role not in ('admin', 'super_admin') then
    raise exception 'user % is not staff and may not change roles', p_actor_id using errcode = 'RC001';
  end if;

  select u.role into target_role from public.users u where u.id = p_target_id;
  if not found then
    raise exception 'no user %', p_target_id using errcode = 'P0002';
  end if;

  if target_role = 'super_admin' and new_role is distinct from 'super_admin' then
    select count(*)::integer into other_super_admins
    from public.users u
    where u.role = 'super_admin' and u.id <> p_target_id;
    if other_super_admins = 0 then
      raise exception 'user % is the last super_admin', p_target_id using errcode = 'RC005';
    end if;
  end if;

  if p_actor_id = p_target_id then
    raise exception 'user % may not change their own role', p_actor_id using errcode = 'RC002';
  end if;

  if actor_role <> 'super_admin' then
    if target_role in ('admin', 'super_admin') then
      raise exception 'only a super_admin changes the role of an admin or super_admin' using errcode = 'RC003';
    end if;
    if new_role in ('admin', 'super_admin') then
      raise exception 'only a super_admin grants admin or super_admin' using errcode = 'RC004';
    end if;
  end if;

  if target_role is not distinct from new_role then
    return query select p_target_id, new_role, target_role, false;
    return;
  end if;

  update public.users u set role = new_role where u.id = p_target_id;
  perform public.log_admin_activity(
    p_actor_id,
    'role_change',
    'user',
    p_target_id::text,
    jsonb_build_object('role', new_role, 'previous_role', target_role)
  );
  return query select p_target_id, new_role, target_role, true;
end;
$$;

revoke execute on function public.change_user_role(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.change_user_role(uuid, uuid, text) to service_role;
