-- The claim check of each saved letter (lib/grounding/check-letter.ts, docs/product-rules.md 'The claim check'):
-- the notes the letter was written with are evidence too, so they are kept with it (and shown again when the item
-- is reopened); the claims the user said are true stop being flagged for this letter; the last check's result is
-- stored so the history shows it without checking again.

alter table public.cover_letters
  add column additional_notes text not null default '' check (char_length(additional_notes) <= 2000),
  add column confirmed_claims jsonb not null default '[]'::jsonb check (jsonb_typeof(confirmed_claims) = 'array'),
  add column claim_check jsonb check (claim_check is null or jsonb_typeof(claim_check) = 'object');
