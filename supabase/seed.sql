-- Demo accounts for local development (local/migrate.ts exports the same list as DEMO_ACCOUNTS).
-- Every account: confirmed e-mail, password `demo-password-1` (bcrypt, cost 10), terms accepted.
-- Fixed ids make the seed idempotent.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', v.id::uuid, 'authenticated', 'authenticated', v.email, v.hash, now(),
  -- GoTrue reads these token columns as strings: '' rather than null.
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('name', v.name, 'terms_accepted', true, 'marketing_consent', false),
  now(), now()
from (values
  ('00000000-0000-4000-8000-00000000f001', 'free@example.com', 'Fiona Free', '$2b$10$HlBsPiuOvoegyH/bhMuHe.nseO188FvTdiLHSMlfEfL3OHsBx8tsO'),
  ('00000000-0000-4000-8000-00000000f002', 'premium@example.com', 'Priya Premium', '$2b$10$.21WasKotvPJ6YENe0v5KOY6jsTnpegMptD2zxKM7EvLPa6oUWnIa'),
  ('00000000-0000-4000-8000-00000000f003', 'admin@example.com', 'Adam Admin', '$2b$10$0gNDH1Zql3HdRx6YXC2fu.Y28ZuYe8FGtHe7cP3RFL.bWqZbcUG82'),
  ('00000000-0000-4000-8000-00000000f004', 'superadmin@example.com', 'Sam Super', '$2b$10$vR2NlYdVhhJGq7MncFxiBO5GkpzMjgLjeV5EH5bfRk70RTNT.YUvy')
) as v (id, email, name, hash)
on conflict do nothing;

-- The e-mail identity GoTrue creates at sign-up (provider_id is the user id for e-mail).
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id, u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.id in (
  '00000000-0000-4000-8000-00000000f001', '00000000-0000-4000-8000-00000000f002',
  '00000000-0000-4000-8000-00000000f003', '00000000-0000-4000-8000-00000000f004'
)
on conflict do nothing;

-- The auth.users trigger created free, active profiles; give each demo account its plan or role.
update public.users set
  subscription_tier = 'premium',
  subscription_status = 'active',
  current_period_end = now() + interval '1 year'
where id = '00000000-0000-4000-8000-00000000f002';

update public.users set role = 'admin' where id = '00000000-0000-4000-8000-00000000f003';
update public.users set role = 'super_admin' where id = '00000000-0000-4000-8000-00000000f004';
