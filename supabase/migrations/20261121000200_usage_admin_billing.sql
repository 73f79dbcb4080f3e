-- Usage and cost logs, the staff area's settings and activity log, and processed Stripe events.
-- Only api_usage_logs is readable by its owner; the rest is for the server alone.

create table public.api_usage_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  session_id text,
  api_provider text,
  endpoint text,
  model text,
  request_type text not null,
  tokens_used integer not null default 0 check (tokens_used >= 0),
  cost_cents numeric(12, 2) not null default 0 check (cost_cents >= 0),
  -- pending = a generation that has reserved its quota slot and is still in flight.
  status text not null check (status in ('success', 'error', 'pending')),
  duration_ms integer check (duration_ms >= 0),
  error_message text check (char_length(error_message) <= 300),
  created_at timestamptz not null default now()
);
create index api_usage_logs_user_type_created_idx on public.api_usage_logs (user_id, request_type, created_at);
create index api_usage_logs_created_idx on public.api_usage_logs (created_at desc);

create table public.admin_activity_logs (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid references public.users (id) on delete set null,
  action text not null,
  resource_type text,
  resource_id text,
  new_values jsonb,
  created_at timestamptz not null default now()
);
create index admin_activity_logs_created_idx on public.admin_activity_logs (created_at desc);

-- value is JSON text. The AI key (ai.openrouter.api_key) is written by the app, encrypted.
create table public.app_settings (
  key text primary key,
  value text not null,
  updated_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger app_settings_set_updated_at before update on public.app_settings
  for each row execute function public.set_updated_at();

insert into public.app_settings (key, value) values
  ('api.timeouts.default', '120000'),
  ('api.retries.max', '3')
on conflict (key) do nothing;

-- One row per UTC day, rebuilt from api_usage_logs by update_daily_costs().
create table public.cost_tracking (
  date date primary key,
  total_cost_cents numeric(14, 2) not null default 0,
  total_requests integer not null default 0,
  total_tokens bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger cost_tracking_set_updated_at before update on public.cost_tracking
  for each row execute function public.set_updated_at();

-- Webhook idempotency: an event id seen here has been processed.
create table public.stripe_events (
  id text primary key,
  type text not null,
  processed_at timestamptz not null default now()
);

alter table public.api_usage_logs enable row level security;
alter table public.admin_activity_logs enable row level security;
alter table public.app_settings enable row level security;
alter table public.cost_tracking enable row level security;
alter table public.stripe_events enable row level security;

revoke all on table
  public.api_usage_logs, public.admin_activity_logs, public.app_settings, public.cost_tracking, public.stripe_events
  from public, anon, authenticated;
grant select on table public.api_usage_logs to authenticated;
grant all on table
  public.api_usage_logs, public.admin_activity_logs, public.app_settings, public.cost_tracking, public.stripe_events
  to service_role;

create policy "api_usage_logs: read own usage" on public.api_usage_logs
  for select to authenticated using (user_id = (select auth.uid()));

-- RPCs (docs/spec.md, engine §7). Callable by the server only: service_role, or the owner it connects as.
create function public.log_api_usage(
  p_user_id uuid,
  p_session_id text,
  p_api_provider text,
  p_endpoint text,
  p_model text,
  p_request_type text,
  p_tokens_used integer,
  p_cost_cents numeric,
  p_status text,
  p_duration_ms integer,
  p_error_message text
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  log_id uuid;
begin
  insert into public.api_usage_logs (
    user_id, session_id, api_provider, endpoint, model, request_type,
    tokens_used, cost_cents, status, duration_ms, error_message
  ) values (
    p_user_id, p_session_id, p_api_provider, p_endpoint, p_model, p_request_type,
    coalesce(p_tokens_used, 0), round(coalesce(p_cost_cents, 0), 2), p_status, p_duration_ms, left(p_error_message, 300)
  )
  returning id into log_id;
  return log_id;
end;
$$;

create function public.log_admin_activity(
  p_admin_id uuid,
  p_action text,
  p_resource_type text,
  p_resource_id text,
  p_new_values jsonb
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  log_id uuid;
begin
  insert into public.admin_activity_logs (admin_id, action, resource_type, resource_id, new_values)
  values (p_admin_id, p_action, p_resource_type, p_resource_id, p_new_values)
  returning id into log_id;
  return log_id;
end;
$$;

-- Rebuilds one UTC day's totals; in-flight (pending) rows are not requests yet.
create function public.update_daily_costs(p_date date default (now() at time zone 'utc')::date) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.cost_tracking (date, total_cost_cents, total_requests, total_tokens)
  select p_date, coalesce(sum(l.cost_cents), 0), count(*), coalesce(sum(l.tokens_used), 0)
  from public.api_usage_logs l
  where l.status <> 'pending'
    and l.created_at >= (p_date::timestamp at time zone 'utc')
    and l.created_at < ((p_date + 1)::timestamp at time zone 'utc')
  on conflict (date) do update set
    total_cost_cents = excluded.total_cost_cents,
    total_requests = excluded.total_requests,
    total_tokens = excluded.total_tokens;
end;
$$;

revoke execute on function
  public.log_api_usage(uuid, text, text, text, text, text, integer, numeric, text, integer, text),
  public.log_admin_activity(uuid, text, text, text, jsonb),
  public.update_daily_costs(date)
  from public, anon, authenticated;
grant execute on function
  public.log_api_usage(uuid, text, text, text, text, text, integer, numeric, text, integer, text),
  public.log_admin_activity(uuid, text, text, text, jsonb),
  public.update_daily_costs(date)
  to service_role;
