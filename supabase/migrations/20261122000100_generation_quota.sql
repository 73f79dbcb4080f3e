-- The monthly generation quota (docs/architecture.md §3 'The quota'), enforced atomically in Postgres.
-- A generation reserves its slot before the model is called (a 'pending' api_usage_logs row, inserted while the
-- user's row is locked, so concurrent requests queue) and settles it afterwards: success counts, failure frees it.
-- Counted: request_type cover_letter_generation, status success or pending, in the calendar month (UTC).

-- Who is never limited (docs/spec.md, engine §1, docs/decisions.md): admin and super_admin; premium while active, trialing or
-- with no status, and a cancelled premium subscription until its paid period ends.
create function public.has_unlimited_generations(p_user public.users, p_now timestamptz default now())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user.role in ('admin', 'super_admin')
    or (
      p_user.subscription_tier = 'premium'
      and (
        p_user.subscription_status is null
        or p_user.subscription_status in ('active', 'trialing')
        or (
          p_user.subscription_status in ('canceled', 'cancelled')
          and p_user.cancel_at_period_end
          and p_user.current_period_end > p_now
        )
      )
    );
$$;

-- This month's counted generations, the limit (2 for free, null when unlimited) and whether the user is unlimited.
create function public.generation_usage(p_user_id uuid, p_now timestamptz default now())
returns table (used integer, monthly_limit integer, unlimited boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  profile public.users;
  month_start timestamptz := date_trunc('month', p_now at time zone 'utc') at time zone 'utc';
  is_unlimited boolean;
  counted integer;
begin
  select * into profile from public.users where id = p_user_id;
  if not found then
    raise exception 'no profile for user %', p_user_id using errcode = 'P0002';
  end if;
  is_unlimited := coalesce(public.has_unlimited_generations(profile, p_now), false);
  select count(*)::integer into counted
  from public.api_usage_logs l
  where l.user_id = p_user_id
    and l.request_type = 'cover_letter_generation'
    and l.status in ('success', 'pending')
    and l.created_at >= month_start
    and l.created_at < month_start + interval '1 month';
  return query select counted, case when is_unlimited then null else 2 end, is_unlimited;
end;
$$;

-- Reserves one generation. Locks the user's row so concurrent reservations for one user run one at a time;
-- a pending row older than an hour belonged to a request that died and stops holding its slot.
create function public.reserve_generation(
  p_user_id uuid,
  p_session_id text default null,
  p_now timestamptz default now()
)
returns table (allowed boolean, reservation_id uuid, used integer, monthly_limit integer, unlimited boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  usage record;
  new_id uuid;
begin
  perform 1 from public.users where id = p_user_id for update;
  if not found then
    raise exception 'no profile for user %', p_user_id using errcode = 'P0002';
  end if;

  update public.api_usage_logs
  set status = 'error', error_message = 'Abandoned: the generation did not finish'
  where user_id = p_user_id
    and request_type = 'cover_letter_generation'
    and status = 'pending'
    and created_at < p_now - interval '1 hour';

  select * into usage from public.generation_usage(p_user_id, p_now);
  if not usage.unlimited and usage.used >= usage.monthly_limit then
    return query select false, null::uuid, usage.used, usage.monthly_limit, usage.unlimited;
    return;
  end if;

  insert into public.api_usage_logs (user_id, session_id, request_type, status, created_at)
  values (p_user_id, p_session_id, 'cover_letter_generation', 'pending', p_now)
  returning id into new_id;
  return query select true, new_id, usage.used + 1, usage.monthly_limit, usage.unlimited;
end;
$$;

-- Settles a reservation: success records the call that wrote the letter; failure deletes the row, freeing the
-- slot (each failed model call has its own error row from log_api_usage). Returns false if it was not pending.
create function public.settle_generation(
  p_reservation_id uuid,
  p_succeeded boolean,
  p_api_provider text default null,
  p_endpoint text default null,
  p_model text default null,
  p_tokens_used integer default 0,
  p_cost_cents numeric default 0,
  p_duration_ms integer default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_succeeded then
    update public.api_usage_logs
    set status = 'success',
        api_provider = p_api_provider,
        endpoint = p_endpoint,
        model = p_model,
        tokens_used = greatest(coalesce(p_tokens_used, 0), 0),
        cost_cents = round(greatest(coalesce(p_cost_cents, 0), 0), 2),
        duration_ms = p_duration_ms
    where id = p_reservation_id and status = 'pending';
  else
    delete from public.api_usage_logs where id = p_reservation_id and status = 'pending';
  end if;
  return found;
end;
$$;

revoke execute on function
  public.has_unlimited_generations(public.users, timestamptz),
  public.generation_usage(uuid, timestamptz),
  public.reserve_generation(uuid, text, timestamptz),
  public.settle_generation(uuid, boolean, text, text, text, integer, numeric, integer)
  from public, anon, authenticated;
grant execute on function
  public.has_unlimited_generations(public.users, timestamptz),
  public.generation_usage(uuid, timestamptz),
  public.reserve_generation(uuid, text, timestamptz),
  public.settle_generation(uuid, boolean, text, text, text, integer, numeric, integer)
  to service_role;
