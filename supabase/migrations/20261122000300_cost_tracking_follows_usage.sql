-- cost_tracking follows api_usage_logs as calls are logged, so the staff area's costs are current without a
-- scheduled job; update_daily_costs() stays as the full rebuild of a day. Pending reservations cost nothing until
-- settled; a settled call's cost stays counted even if its log row is later removed (the money was spent).
create function public.track_usage_cost() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_counted boolean := tg_op = 'UPDATE' and old.status <> 'pending';
  is_counted boolean := new.status <> 'pending';
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

revoke execute on function public.track_usage_cost() from public, anon, authenticated;

create trigger api_usage_logs_track_cost
  after insert or update of status, cost_cents, tokens_used on public.api_usage_logs
  for each row execute function public.track_usage_cost();

-- Every day that already has settled calls, rebuilt once.
insert into public.cost_tracking (date, total_cost_cents, total_requests, total_tokens)
select (l.created_at at time zone 'utc')::date, coalesce(sum(l.cost_cents), 0), count(*), coalesce(sum(l.tokens_used), 0)
from public.api_usage_logs l
where l.status <> 'pending'
group by 1
on conflict (date) do update set
  total_cost_cents = excluded.total_cost_cents,
  total_requests = excluded.total_requests,
  total_tokens = excluded.total_tokens;
