ALTER TABLE "transactions" ADD COLUMN "partner_phone" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_partner_phone_digits" CHECK ("transactions"."partner_phone" ~ '^[0-9]{6,15}$');--> statement-breakpoint
-- caisse_create_transaction (0004, 0006, 0007) as before, with the free partner's phone recorded on the
-- transaction and in its audit row (one more parameter: the former signature goes).
DROP FUNCTION caisse_create_transaction(uuid, text, text, integer, uuid, uuid, date, transaction_type, line_type, text, text, text,
  uuid, text, account_type, bigint, text, text, text, bigint, bigint, integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION caisse_create_transaction(
  p_actor uuid, p_actor_name text, p_actor_role text, p_token_version integer, p_session uuid,
  p_supervisor uuid, p_day date,
  p_type transaction_type, p_line_type line_type, p_key text, p_label text, p_mode text,
  p_partner_id uuid, p_partner_name text, p_account_type account_type,
  p_amount bigint, p_description text, p_idempotency_key text, p_idempotency_hash text,
  p_min bigint, p_max bigint, p_cents_per_franc integer, p_partner_phone text
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
    account_type, amount, description, idempotency_key, idempotency_hash, partner_phone)
  VALUES (p_supervisor, p_day, p_line_type, v_key, p_actor, p_partner_id, v_partner_name, p_type,
    p_account_type, p_amount, p_description, p_idempotency_key, p_idempotency_hash, p_partner_phone)
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
      'partnerId', v_tx.partner_id, 'partnerName', v_tx.partner_name, 'partnerPhone', v_tx.partner_phone, 'type', v_tx.type, 'accountType', v_tx.account_type,
      'lineType', v_tx.line_type, 'accountKey', v_tx.account_key, 'amount', v_tx.amount, 'description', v_tx.description,
      'status', v_tx.status, 'day', v_tx.day,
      'createdAt', to_char(v_tx.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(v_tx.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'idempotencyKey', v_tx.idempotency_key, 'idempotencyHash', v_tx.idempotency_hash, 'lineValue', v_value));

  RETURN jsonb_build_object('transaction', to_jsonb(v_tx), 'lineValue', v_value);
END
$$;
--> statement-breakpoint
-- The balance triggers (0008) stand aside while a free partner is made a registered one: his rows move in one
-- statement each (lib/services/free-partners.ts) instead of being computed again for every transaction.
CREATE OR REPLACE FUNCTION caisse_partner_balance_sync() RETURNS trigger
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_old boolean := TG_OP <> 'INSERT' AND OLD.account_key LIKE 'part-%' AND OLD.type IN ('DEPOT', 'RETRAIT');
  v_new boolean := TG_OP <> 'DELETE' AND NEW.account_key LIKE 'part-%' AND NEW.type IN ('DEPOT', 'RETRAIT');
BEGIN
  IF current_setting('caisse.partner_balance_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF v_new THEN
      INSERT INTO partner_balances AS b (account_key, supervisor_id, partner_id, partner_name, deposits_count,
          deposits_total, withdrawals_count, withdrawals_total, max_deposit, max_withdrawal, first_at, last_at)
        VALUES (NEW.account_key, NEW.supervisor_id, NEW.partner_id, NEW.partner_name,
          (NEW.type = 'DEPOT')::int, CASE WHEN NEW.type = 'DEPOT' THEN NEW.amount ELSE 0 END,
          (NEW.type = 'RETRAIT')::int, CASE WHEN NEW.type = 'RETRAIT' THEN NEW.amount ELSE 0 END,
          CASE WHEN NEW.type = 'DEPOT' THEN NEW.amount END, CASE WHEN NEW.type = 'RETRAIT' THEN NEW.amount END,
          NEW.created_at, NEW.created_at)
        ON CONFLICT (account_key, supervisor_id) DO UPDATE SET
          partner_id = coalesce(EXCLUDED.partner_id, b.partner_id),
          partner_name = coalesce(EXCLUDED.partner_name, b.partner_name),
          deposits_count = b.deposits_count + EXCLUDED.deposits_count,
          deposits_total = b.deposits_total + EXCLUDED.deposits_total,
          withdrawals_count = b.withdrawals_count + EXCLUDED.withdrawals_count,
          withdrawals_total = b.withdrawals_total + EXCLUDED.withdrawals_total,
          max_deposit = greatest(b.max_deposit, EXCLUDED.max_deposit),
          max_withdrawal = greatest(b.max_withdrawal, EXCLUDED.max_withdrawal),
          first_at = least(b.first_at, EXCLUDED.first_at),
          last_at = greatest(b.last_at, EXCLUDED.last_at);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND v_old = v_new AND OLD.account_key = NEW.account_key AND OLD.supervisor_id = NEW.supervisor_id
      AND OLD.type = NEW.type AND OLD.amount = NEW.amount AND OLD.created_at = NEW.created_at
      AND OLD.partner_id IS NOT DISTINCT FROM NEW.partner_id AND OLD.partner_name IS NOT DISTINCT FROM NEW.partner_name THEN
    RETURN NULL; -- nothing the balance reads changed (a description, a status, a phone)
  END IF;
  IF v_old THEN
    PERFORM caisse_partner_balance_refresh(OLD.account_key, OLD.supervisor_id);
  END IF;
  IF v_new AND NOT (v_old AND OLD.account_key = NEW.account_key AND OLD.supervisor_id = NEW.supervisor_id) THEN
    PERFORM caisse_partner_balance_refresh(NEW.account_key, NEW.supervisor_id);
  END IF;
  RETURN NULL;
END
$$;
