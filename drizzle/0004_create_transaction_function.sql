-- The day opening, a line's creation and the recording of a transaction as functions of the database.
-- Recording a transaction took six round trips between the app and the database (BEGIN, checks and
-- lock, insert, line and audit, COMMIT, plus opening the day or creating the line when needed); as one
-- function call it takes one, and its statements keep their plans for the whole connection. Each
-- statement of a VOLATILE function reads a fresh snapshot, so the sum of a line's entries is read after
-- the line's lock is taken, exactly as the statements did one by one. lib/services/ledger/lines.ts and
-- transactions.ts call these functions; the rules they apply (which line, add or set, the bounds) are
-- decided in lib/domain/ledger.ts and passed in.

-- Opens a supervisor's day (every supervisor's when p_supervisor is NULL): the debut lines of account
-- types are the sortie lines of his most recent earlier day with sortie lines (partner lines never carry
-- over). Guarded by ledger_days, so opening twice does nothing.
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
  INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq)
  SELECT o.supervisor_id, p_day, 'debut', l.account_key, l.value, l.value, 0
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
-- Creates a missing line at 0, its base after the entries already recorded on it (a deleted line does
-- not come back with them). Does nothing when the line exists.
CREATE OR REPLACE FUNCTION caisse_ensure_line(p_supervisor uuid, p_day date, p_line_type line_type, p_key text, p_actor uuid)
RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq, updated_by)
  VALUES (p_supervisor, p_day, p_line_type, p_key, 0, 0,
    (SELECT coalesce(max(seq), 0) FROM transactions
      WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key),
    p_actor)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Records a transaction of p_day and moves its line, with its audit row, in one call (one statement, so
-- one transaction). With p_token_version, the actor is checked first as every request checks its session
-- (lib/auth/session.ts: still there, active, same token version and role), and the audit row takes his
-- name from the database. p_key is NULL for a registered partner: his line is named after him ('part-' and his
-- trimmed name). Refusals found before anything is written come back as {"refused": ...}; a line pushed
-- out of its bounds raises CA001 (the message names the value and the line) so that nothing stays written.
CREATE OR REPLACE FUNCTION caisse_create_transaction(
  p_actor uuid, p_actor_name text, p_actor_role text, p_token_version integer,
  p_supervisor uuid, p_day date,
  p_type transaction_type, p_line_type line_type, p_key text, p_mode text,
  p_partner_id uuid, p_partner_name text, p_account_type account_type,
  p_amount bigint, p_description text, p_idempotency_key text,
  p_min bigint, p_max bigint, p_cents_per_franc integer
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_actor users%ROWTYPE;
  v_key text := p_key;
  v_partner_name text := p_partner_name;
  v_role user_role;
  v_status user_status;
  v_line account_lines%ROWTYPE;
  v_tx transactions%ROWTYPE;
  v_value bigint;
BEGIN
  SELECT * INTO v_actor FROM users WHERE id = p_actor;
  IF p_token_version IS NOT NULL AND (v_actor.id IS NULL OR v_actor.token_version <> p_token_version
      OR v_actor.status <> 'ACTIVE' OR v_actor.role::text <> p_actor_role) THEN
    RETURN jsonb_build_object('refused', 'session');
  END IF;
  SELECT role INTO v_role FROM users WHERE id = p_supervisor;
  IF v_role IS DISTINCT FROM 'SUPERVISEUR' THEN
    RETURN jsonb_build_object('refused', 'supervisor');
  END IF;
  IF p_partner_id IS NOT NULL THEN
    SELECT role, status, nom_complet INTO v_role, v_status, v_partner_name FROM users WHERE id = p_partner_id;
    IF v_role IS DISTINCT FROM 'PARTENAIRE' THEN
      RETURN jsonb_build_object('refused', 'partner');
    END IF;
    IF v_status <> 'ACTIVE' THEN
      RETURN jsonb_build_object('refused', 'partner_inactive');
    END IF;
    v_key := 'part-' || btrim(v_partner_name);
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
    account_type, amount, description, idempotency_key)
  VALUES (p_supervisor, p_day, p_line_type, v_key, p_actor, p_partner_id, v_partner_name, p_type,
    p_account_type, p_amount, p_description, p_idempotency_key)
  RETURNING * INTO v_tx;

  -- "set": the latest entry after the base; "add": the base plus every entry after it (this one
  -- included). Amounts are in hundredths of a franc, lines in francs (lib/domain/ledger.ts lineValue).
  IF p_mode = 'set' THEN
    v_value := round(v_tx.amount::numeric / p_cents_per_franc);
  ELSE
    SELECT v_line.base_value + round(coalesce(sum(amount), 0)::numeric / p_cents_per_franc) INTO v_value FROM transactions
      WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
        AND seq > v_line.base_seq;
  END IF;
  IF v_value < p_min OR v_value > p_max THEN
    RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = 'caisse_line_out_of_range', DETAIL = v_value::text, HINT = v_key;
  END IF;

  UPDATE account_lines SET value = v_value, updated_at = now(), updated_by = p_actor
    WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
      AND value <> v_value;
  INSERT INTO audit_log (actor_id, actor_name, actor_role, action, entity, entity_id, supervisor_id, after)
  VALUES (p_actor, coalesce(v_actor.nom_complet, p_actor_name), p_actor_role, 'TRANSACTION_CREATED', 'transaction', v_tx.id::text, p_supervisor,
    jsonb_build_object(
      'id', v_tx.id, 'seq', v_tx.seq, 'supervisorId', v_tx.supervisor_id, 'actorId', v_tx.actor_id,
      'partnerId', v_tx.partner_id, 'partnerName', v_tx.partner_name, 'type', v_tx.type, 'accountType', v_tx.account_type,
      'lineType', v_tx.line_type, 'accountKey', v_tx.account_key, 'amount', v_tx.amount, 'description', v_tx.description,
      'status', v_tx.status, 'day', v_tx.day,
      'createdAt', to_char(v_tx.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(v_tx.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'idempotencyKey', v_tx.idempotency_key, 'lineValue', v_value));

  RETURN jsonb_build_object('transaction', to_jsonb(v_tx), 'lineValue', v_value);
END
$$;
