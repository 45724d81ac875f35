CREATE TABLE "day_closures" (
	"supervisor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text,
	"debut_total" bigint NOT NULL,
	"sortie_total" bigint NOT NULL,
	"gr" bigint NOT NULL,
	"tolerance" bigint NOT NULL,
	"justification" text,
	"missing_fin" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "day_closures_pkey" PRIMARY KEY("supervisor_id","day")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "account_lines" ADD COLUMN "carried_from" date;--> statement-breakpoint
ALTER TABLE "day_closures" ADD CONSTRAINT "day_closures_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closures" ADD CONSTRAINT "day_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_closures_day_idx" ON "day_closures" USING btree ("day");--> statement-breakpoint
ALTER TABLE "account_lines" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- a registered partner's lines (keyed part-<his id> by 0006) carry his id, which the screens join on
UPDATE account_lines l SET partner_id = u.id FROM users u
  WHERE l.account_key ~ '^part-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' AND u.id = substr(l.account_key, 6)::uuid;
--> statement-breakpoint
-- The day's close (issue 14). Every change to a supervisor's day takes a shared advisory lock on (supervisor,
-- day) and checks that the day is not closed; closing and reopening take that lock exclusively, so a close
-- waits for the writes under way and every later write sees it.
CREATE OR REPLACE FUNCTION caisse_day_lock_key(p_supervisor uuid, p_day date) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT hashtextextended('caisse-day:' || p_supervisor::text || ':' || p_day::text, 0)
$$;
--> statement-breakpoint
-- Takes the day's shared lock for the rest of the transaction and answers whether the day is still open.
CREATE OR REPLACE FUNCTION caisse_day_is_open(p_supervisor uuid, p_day date) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(caisse_day_lock_key(p_supervisor, p_day));
  RETURN NOT EXISTS (SELECT 1 FROM day_closures WHERE supervisor_id = p_supervisor AND day = p_day);
END
$$;
--> statement-breakpoint
-- Takes the day's lock exclusively for the rest of the transaction (closing, reopening).
CREATE OR REPLACE FUNCTION caisse_lock_day(p_supervisor uuid, p_day date) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(caisse_day_lock_key(p_supervisor, p_day))
$$;
--> statement-breakpoint
-- Day opening, as in drizzle/0004, now noting on each carried Début the day it came from.
CREATE OR REPLACE FUNCTION caisse_open_day(p_day date, p_supervisor uuid) RETURNS void
LANGUAGE sql VOLATILE AS $$
  WITH opened AS (
    INSERT INTO ledger_days (supervisor_id, day)
    SELECT t.id, p_day FROM (
      SELECT p_supervisor AS id WHERE p_supervisor IS NOT NULL
      UNION ALL
      SELECT u.id FROM users u WHERE p_supervisor IS NULL AND u.role = 'SUPERVISEUR'
    ) AS t
    ON CONFLICT DO NOTHING
    RETURNING supervisor_id
  )
  INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq, carried_from)
  SELECT o.supervisor_id, p_day, 'debut', l.account_key, l.value, l.value, 0, prev.day
  FROM opened o
  JOIN LATERAL (
    SELECT max(p.day) AS day FROM account_lines p
    WHERE p.supervisor_id = o.supervisor_id AND p.day < p_day
      AND p.line_type = 'sortie' AND p.account_key NOT LIKE 'part-%'
  ) prev ON prev.day IS NOT NULL
  JOIN account_lines l ON l.supervisor_id = o.supervisor_id AND l.day = prev.day
    AND l.line_type = 'sortie' AND l.account_key NOT LIKE 'part-%' AND l.value > 0
  ON CONFLICT DO NOTHING
$$;

--> statement-breakpoint
-- The recording of a transaction, as in drizzle/0006, now refused on a closed day ('closed'); a registered
-- partner's line also keeps his id (partner_id).
CREATE OR REPLACE FUNCTION caisse_create_transaction(
  p_actor uuid, p_actor_name text, p_actor_role text, p_token_version integer, p_session uuid,
  p_supervisor uuid, p_day date,
  p_type transaction_type, p_line_type line_type, p_key text, p_label text, p_mode text,
  p_partner_id uuid, p_partner_name text, p_account_type account_type,
  p_amount bigint, p_description text, p_idempotency_key text, p_idempotency_hash text,
  p_min bigint, p_max bigint, p_cents_per_franc integer
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_actor users%ROWTYPE;
  v_key text := p_key;
  v_label text := p_label;
  v_partner_name text := p_partner_name;
  v_role user_role;
  v_status user_status;
  v_line account_lines%ROWTYPE;
  v_tx transactions%ROWTYPE;
  v_value bigint;
BEGIN
  SELECT * INTO v_actor FROM users WHERE id = p_actor;
  IF p_token_version IS NOT NULL AND (v_actor.id IS NULL OR v_actor.token_version <> p_token_version
      OR v_actor.status <> 'ACTIVE' OR v_actor.role::text <> p_actor_role
      OR NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = p_session AND s.user_id = p_actor
        AND s.revoked_at IS NULL AND s.expires_at > now())) THEN
    RETURN jsonb_build_object('refused', 'session');
  END IF;
  SELECT role INTO v_role FROM users WHERE id = p_supervisor;
  IF v_role IS DISTINCT FROM 'SUPERVISEUR' THEN
    RETURN jsonb_build_object('refused', 'supervisor');
  END IF;
  -- a closed day takes nothing more (the closing holds this lock exclusively while it records the close)
  IF NOT caisse_day_is_open(p_supervisor, p_day) THEN
    RETURN jsonb_build_object('refused', 'closed');
  END IF;
  IF p_partner_id IS NOT NULL THEN
    SELECT role, status, nom_complet INTO v_role, v_status, v_partner_name FROM users WHERE id = p_partner_id;
    IF v_role IS DISTINCT FROM 'PARTENAIRE' THEN
      RETURN jsonb_build_object('refused', 'partner');
    END IF;
    IF v_status <> 'ACTIVE' THEN
      RETURN jsonb_build_object('refused', 'partner_inactive');
    END IF;
    v_key := 'part-' || p_partner_id::text;
    v_label := v_partner_name;
  END IF;

  -- the day's first entry opens it (carry-over) before its line is read
  IF NOT EXISTS (SELECT 1 FROM ledger_days WHERE supervisor_id = p_supervisor AND day = p_day) THEN
    PERFORM caisse_open_day(p_day, p_supervisor);
  END IF;
  SELECT * INTO v_line FROM account_lines
    WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
    FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM caisse_ensure_line(p_supervisor, p_day, p_line_type, v_key, p_actor);
    SELECT * INTO STRICT v_line FROM account_lines
      WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
      FOR UPDATE;
  END IF;

  -- numbered under the line's lock: the new entry is the line's latest
  INSERT INTO transactions (supervisor_id, day, line_type, account_key, actor_id, partner_id, partner_name, type,
    account_type, amount, description, idempotency_key, idempotency_hash)
  VALUES (p_supervisor, p_day, p_line_type, v_key, p_actor, p_partner_id, v_partner_name, p_type,
    p_account_type, p_amount, p_description, p_idempotency_key, p_idempotency_hash)
  RETURNING * INTO v_tx;

  IF p_mode = 'set' THEN
    v_value := round(v_tx.amount::numeric / p_cents_per_franc);
  ELSE
    SELECT v_line.base_value + round(coalesce(sum(amount), 0)::numeric / p_cents_per_franc) INTO v_value FROM transactions
      WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
        AND seq > v_line.base_seq;
  END IF;
  IF v_value < p_min OR v_value > p_max THEN
    RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = 'caisse_line_out_of_range', DETAIL = v_value::text,
      HINT = coalesce(v_label, v_key);
  END IF;

  UPDATE account_lines SET value = v_value, label = coalesce(v_label, label), partner_id = coalesce(p_partner_id, partner_id),
      updated_at = now(), updated_by = p_actor
    WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
      AND (value <> v_value OR label IS DISTINCT FROM coalesce(v_label, label) OR partner_id IS DISTINCT FROM coalesce(p_partner_id, partner_id));
  INSERT INTO audit_log (actor_id, actor_name, actor_role, action, entity, entity_id, supervisor_id, after)
  VALUES (p_actor, coalesce(v_actor.nom_complet, p_actor_name), p_actor_role, 'TRANSACTION_CREATED', 'transaction', v_tx.id::text, p_supervisor,
    jsonb_build_object(
      'id', v_tx.id, 'seq', v_tx.seq, 'supervisorId', v_tx.supervisor_id, 'actorId', v_tx.actor_id,
      'partnerId', v_tx.partner_id, 'partnerName', v_tx.partner_name, 'type', v_tx.type, 'accountType', v_tx.account_type,
      'lineType', v_tx.line_type, 'accountKey', v_tx.account_key, 'amount', v_tx.amount, 'description', v_tx.description,
      'status', v_tx.status, 'day', v_tx.day,
      'createdAt', to_char(v_tx.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(v_tx.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'idempotencyKey', v_tx.idempotency_key, 'idempotencyHash', v_tx.idempotency_hash, 'lineValue', v_value));

  RETURN jsonb_build_object('transaction', to_jsonb(v_tx), 'lineValue', v_value);
END
$$;
