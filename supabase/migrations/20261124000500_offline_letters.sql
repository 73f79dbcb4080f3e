-- Letters the built-in writer wrote are logged as request_type 'offline_letter' (0 tokens, 0 cost, status success) so
-- the staff dashboard counts them beside the AI letters (docs/decisions.md 'Staff charts and offline letters'). They are not AI calls:
-- cost_tracking leaves them out of its requests, as the monthly quota does (it counts cover_letter_generation only).
create or replace function public.track_usage_cost() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_counted boolean := tg_op = 'UPDATE' and old.status <> 'pending' and old.request_type <> 'offline_letter';
  is_counted boolean := new.status <> 'pending' and new.request_type <> 'offline_letter';
  delta_cost numeric := 0;
  delta_requests integer := 0;
  delta_tokens bigint := 0;
begin
  if is_counted then
    delta_cost := new.cost_cents;
    delta_requests := 1;
    delta_tokens := new.tokens_used;
  end if;
  if was_counted then
    delta_cost := delta_cost - old.cost_cents;
    delta_requests := delta_requests - 1;
    delta_tokens := delta_tokens - old.tokens_used;
  end if;
  if delta_cost = 0 and delta_requests = 0 and delta_tokens = 0 then
    return null;
  end if;
  insert into public.cost_tracking as c (date, total_cost_cents, total_requests, total_tokens)
  values ((new.created_at at time zone 'utc')::date, delta_cost, delta_requests, delta_tokens)
  on conflict (date) do update set
    total_cost_cents = c.total_cost_cents + excluded.total_cost_cents,
    total_requests = c.total_requests + excluded.total_requests,
    total_tokens = c.total_tokens + excluded.total_tokens;
  return null;
end;
$$;

create or replace function public.update_daily_costs(p_date date default (now() at time zone 'utc')::date) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.cost_tracking (date, total_cost_cents, total_requests, total_tokens)
  select p_date, coalesce(sum(l.cost_cents), 0), count(*), coalesce(sum(l.tokens_used), 0)
  from public.api_usage_logs l
  where l.status <> 'pending'
    and l.request_type <> 'offline_letter'
    and l.created_at >= (p_date::timestamp at time zone 'utc')
    and l.created_at < ((p_date + 1)::timestamp at time zone 'utc')
  on conflict (date) do update set
    total_cost_cents = excluded.total_cost_cents,
    total_requests = excluded.total_requests,
    total_tokens = excluded.total_tokens;
end;
$$;
