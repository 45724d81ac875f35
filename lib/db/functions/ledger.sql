-- The day ledger's engine (docs/decisions/0038-un-seul-moteur-lignes.md). Every write that moves
-- account_lines goes through these functions: a new entry, a correction, a deletion, a reset, the admin's
-- value, a new account, the day's opening (days.sql), a transfer and an allocation. What a write means (which
-- line, whether it adds or sets, the bounds) is decided in lib/domain/ledger.ts and passed in; how a line
-- follows its base and its entries is written here, once. The ledger service calls these functions and computes
-- no value itself; its verifier checks the result independently (the oracle, not a second author).
--
-- A line = its base (carried over, reset, set by the admin, or 0 when created) + the entries recorded after
-- it (seq > base_seq): their sum ('add'), or the latest one ('set': the sortie line of an account type, the
-- balance counted at the end of the day). Amounts of entries are hundredths of a franc, lines whole francs.

-- Creates a missing line at 0, its base after the entries already recorded on it (a deleted line does not
-- come back with them). Does nothing when the line exists.
CREATE OR REPLACE FUNCTION caisse_ensure_line(p_supervisor uuid, p_day date, p_line_type line_type, p_key text, p_actor uuid)
RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO account_lines (supervisor_id, day, line_type, account_key, value, base_value, base_seq, updated_by)
  VALUES (p_supervisor, p_day, p_line_type, p_key, 0, 0,
    (SELECT coalesce(max(seq), 0) FROM transactions
      WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key),
    p_actor)
  ON CONFLICT DO NOTHING
$$;

-- Locks one line for the rest of the transaction, creating it first (at 0) when p_create, and answers it as it
-- is now (every field NULL when it does not exist and p_create is false).
CREATE OR REPLACE FUNCTION caisse_line_lock(p_supervisor uuid, p_day date, p_line_type line_type, p_key text, p_create boolean, p_actor uuid)
RETURNS account_lines LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_line account_lines%ROWTYPE;
BEGIN
  SELECT * INTO v_line FROM account_lines
    WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key
    FOR UPDATE;
  IF NOT FOUND AND p_create THEN
    PERFORM caisse_ensure_line(p_supervisor, p_day, p_line_type, p_key, p_actor);
    SELECT * INTO v_line FROM account_lines
      WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key
      FOR UPDATE;
  END IF;
  RETURN v_line;
END
$$;

-- Locks several lines in one fixed order (supervisor, day, line type, then the key byte by byte), so that two
-- writers never wait on each other in a circle. p_lines: [{"supervisorId", "day", "lineType", "accountKey",
-- "create"?}]; a line is created when missing if its "create" says so, else if p_create does.
CREATE OR REPLACE FUNCTION caisse_lines_lock(p_lines jsonb, p_create boolean, p_actor uuid)
RETURNS SETOF account_lines LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
  v_line account_lines%ROWTYPE;
BEGIN
  FOR r IN
    SELECT s, d, t, k, bool_or(c) AS c FROM (
      SELECT (e->>'supervisorId')::uuid AS s, (e->>'day')::date AS d, (e->>'lineType')::line_type AS t, e->>'accountKey' AS k,
        coalesce((e->>'create')::boolean, p_create) AS c
      FROM jsonb_array_elements(p_lines) e) x
    GROUP BY s, d, t, k
    ORDER BY s, d, t, k COLLATE "C"
  LOOP
    v_line := caisse_line_lock(r.s, r.d, r.t, r.k, r.c, p_actor);
    IF v_line.supervisor_id IS NOT NULL THEN
      RETURN NEXT v_line;
    END IF;
  END LOOP;
END
$$;

-- Makes a locked line (p_line: its row as locked, caisse_line_lock) equal its base and the entries recorded after
-- it. A value outside p_min..p_max raises CA001 (DETAIL: the value, HINT: the line's name), so that nothing of the
-- write stays. p_label and p_person, when given, become the line's name and the person it is with (a registered
-- partner, the other kiosk of a transfer), whose current name the screens show. p_latest: the amount of the entry
-- the caller has just recorded on the line under its lock, which is therefore its latest (a new Fin sets the line
-- without reading it back). Answers the value.
CREATE OR REPLACE FUNCTION caisse_line_settle(p_line account_lines, p_mode text,
  p_actor uuid, p_min bigint, p_max bigint, p_cents integer, p_label text DEFAULT NULL, p_person uuid DEFAULT NULL,
  p_latest bigint DEFAULT NULL)
RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_value bigint;
BEGIN
  IF p_mode = 'set' AND p_latest IS NOT NULL THEN
    v_value := round(p_latest::numeric / p_cents);
  ELSIF p_mode = 'set' THEN
    SELECT round(amount::numeric / p_cents) INTO v_value FROM transactions
      WHERE supervisor_id = p_line.supervisor_id AND day = p_line.day AND line_type = p_line.line_type AND account_key = p_line.account_key
        AND seq > p_line.base_seq
      ORDER BY seq DESC LIMIT 1;
    v_value := coalesce(v_value, p_line.base_value);
  ELSE
    SELECT p_line.base_value + round(coalesce(sum(amount), 0)::numeric / p_cents) INTO v_value FROM transactions
      WHERE supervisor_id = p_line.supervisor_id AND day = p_line.day AND line_type = p_line.line_type AND account_key = p_line.account_key
        AND seq > p_line.base_seq;
  END IF;
  IF v_value < p_min OR v_value > p_max THEN
    RAISE EXCEPTION USING ERRCODE = 'CA001', MESSAGE = 'caisse_line_out_of_range', DETAIL = v_value::text,
      HINT = coalesce(p_label, p_line.label, p_line.account_key);
  END IF;
  UPDATE account_lines SET value = v_value, label = coalesce(p_label, label), partner_id = coalesce(p_person, partner_id),
      updated_at = now(), updated_by = p_actor
    WHERE supervisor_id = p_line.supervisor_id AND day = p_line.day AND line_type = p_line.line_type AND account_key = p_line.account_key
      AND (value <> v_value OR label IS DISTINCT FROM coalesce(p_label, label) OR partner_id IS DISTINCT FROM coalesce(p_person, partner_id));
  RETURN v_value;
END
$$;

-- Gives a locked line a manual value (a reset, the admin's value, a new account): the base from which later
-- entries count; the entries already recorded no longer move it.
CREATE OR REPLACE FUNCTION caisse_line_set_base(p_supervisor uuid, p_day date, p_line_type line_type, p_key text, p_value bigint, p_actor uuid)
RETURNS SETOF account_lines LANGUAGE sql VOLATILE AS $$
  UPDATE account_lines SET value = p_value, base_value = p_value,
      base_seq = greatest(base_seq, (SELECT coalesce(max(seq), 0) FROM transactions
        WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key)),
      updated_at = now(), updated_by = p_actor
    WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key
    RETURNING *
$$;

-- Removes a line (it comes back at 0 with the next entry, after the entries recorded before).
CREATE OR REPLACE FUNCTION caisse_line_drop(p_supervisor uuid, p_day date, p_line_type line_type, p_key text)
RETURNS void LANGUAGE sql VOLATILE AS $$
  DELETE FROM account_lines WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = p_key
$$;

-- The actor of a request whose session was not read yet (p_token_version set): still there, active, same
-- token version and role, his session open (as the session check does for every other request). His
-- row, or a row of NULLs when refused; with p_token_version NULL, his row as it is. (PL/pgSQL, not SQL: its
-- plans are kept for the connection, which matters on the path of every create.)
CREATE OR REPLACE FUNCTION caisse_session_actor(p_actor uuid, p_actor_role text, p_token_version integer, p_session uuid)
RETURNS users LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_actor users%ROWTYPE;
BEGIN
  SELECT * INTO v_actor FROM users WHERE id = p_actor;
  IF p_token_version IS NOT NULL AND (v_actor.id IS NULL OR v_actor.token_version <> p_token_version
      OR v_actor.status <> 'ACTIVE' OR v_actor.role::text <> p_actor_role
      OR NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = p_session AND s.user_id = p_actor
        AND s.revoked_at IS NULL AND s.expires_at > now())) THEN
    RETURN NULL;
  END IF;
  RETURN v_actor;
END
$$;

-- A transaction row as the audit log keeps it. STABLE, as to_char is: an IMMUTABLE one would not be inlined and
-- would be planned again at every call (2.4 times the cost of a create).
CREATE OR REPLACE FUNCTION caisse_transaction_audit(p_tx transactions, p_line_value bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', p_tx.id, 'seq', p_tx.seq, 'supervisorId', p_tx.supervisor_id, 'actorId', p_tx.actor_id,
    'partnerId', p_tx.partner_id, 'partnerName', p_tx.partner_name, 'partnerPhone', p_tx.partner_phone, 'type', p_tx.type,
    'accountType', p_tx.account_type, 'lineType', p_tx.line_type, 'accountKey', p_tx.account_key, 'amount', p_tx.amount,
    'description', p_tx.description, 'status', p_tx.status, 'day', p_tx.day,
    'transferId', p_tx.transfer_id, 'counterpartId', p_tx.counterpart_id,
    'createdAt', to_char(p_tx.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(p_tx.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'idempotencyKey', p_tx.idempotency_key, 'idempotencyHash', p_tx.idempotency_hash, 'lineValue', p_line_value)
$$;

-- Whether a supervisor holds an account on a day: a line of it, Début or Fin, whatever its value (an
-- allocation's, a carried balance's, or his own Fin's). The rule that asks it is lib/domain/uv-master.ts.
CREATE OR REPLACE FUNCTION caisse_holds_line(p_supervisor uuid, p_day date, p_key text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM account_lines WHERE supervisor_id = p_supervisor AND day = p_day AND account_key = p_key)
$$;

-- Records an entry of p_day for a supervisor (a Début or a Fin, a partner's deposit or withdrawal, an
-- allocation of UV Master) and moves its line, with its audit row, in one call: one statement, so one
-- transaction and one round trip (README, Performances). p_key is NULL for a registered partner: his line is
-- `part-<his id>`. p_needs_line: the entry is allowed only on a day the supervisor holds its account (a line
-- of it once the day is opened: lib/domain/uv-master.ts). Refusals found before anything is written come back
-- as {"refused": ...}.
CREATE OR REPLACE FUNCTION caisse_create_transaction(
  p_actor uuid, p_actor_name text, p_actor_role text, p_token_version integer, p_session uuid,
  p_supervisor uuid, p_day date,
  p_type transaction_type, p_line_type line_type, p_key text, p_label text, p_mode text,
  p_partner_id uuid, p_partner_name text, p_account_type account_type,
  p_amount bigint, p_description text, p_idempotency_key text, p_idempotency_hash text,
  p_min bigint, p_max bigint, p_cents_per_franc integer, p_partner_phone text, p_needs_line boolean
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_actor users%ROWTYPE;
  v_key text := p_key;
  v_label text := p_label;
  v_partner_name text := p_partner_name;
  v_role user_role;
  v_status user_status;
  v_tx transactions%ROWTYPE;
  v_line account_lines%ROWTYPE;
  v_value bigint;
BEGIN
  v_actor := caisse_session_actor(p_actor, p_actor_role, p_token_version, p_session);
  IF p_token_version IS NOT NULL AND v_actor.id IS NULL THEN
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
  IF p_needs_line AND NOT caisse_holds_line(p_supervisor, p_day, v_key) THEN
    RETURN jsonb_build_object('refused', 'not_held');
  END IF;
  v_line := caisse_line_lock(p_supervisor, p_day, p_line_type, v_key, true, p_actor);
  -- numbered under the line's lock: the new entry is the line's latest
  INSERT INTO transactions (supervisor_id, day, line_type, account_key, actor_id, partner_id, partner_name, type,
    account_type, amount, description, idempotency_key, idempotency_hash, partner_phone)
  VALUES (p_supervisor, p_day, p_line_type, v_key, p_actor, p_partner_id, v_partner_name, p_type,
    p_account_type, p_amount, p_description, p_idempotency_key, p_idempotency_hash, p_partner_phone)
  RETURNING * INTO v_tx;
  v_value := caisse_line_settle(v_line, p_mode, p_actor, p_min, p_max, p_cents_per_franc, v_label, p_partner_id, v_tx.amount);

  INSERT INTO audit_log (actor_id, actor_name, actor_role, action, entity, entity_id, supervisor_id, after)
  VALUES (p_actor, coalesce(v_actor.nom_complet, p_actor_name), p_actor_role, 'TRANSACTION_CREATED', 'transaction', v_tx.id::text,
    p_supervisor, caisse_transaction_audit(v_tx, v_value));
  RETURN jsonb_build_object('transaction', to_jsonb(v_tx), 'lineValue', v_value);
END
$$;

-- Records a transfer between two kiosks of p_day: a TRANSFERT_ENVOYE on the sender and a TRANSFERT_RECU on the
-- receiver, linked by the transfer's row, in one call. Which line each side moves and how is decided by
-- lib/domain/transfers.ts (each on its counterpart's line, which adds) and passed in. Both days are locked
-- and opened in a fixed order (supervisor ids), both lines locked in the engine's order. Refusals found
-- before anything is written come back as {"refused": ...}.
CREATE OR REPLACE FUNCTION caisse_record_transfer(
  p_actor uuid, p_actor_name text, p_actor_role text, p_token_version integer, p_session uuid,
  p_from uuid, p_from_account account_type, p_to uuid, p_to_account account_type, p_day date,
  p_sent_line line_type, p_sent_key text, p_sent_mode text,
  p_received_line line_type, p_received_key text, p_received_mode text,
  p_amount bigint, p_note text, p_idempotency_key text, p_idempotency_hash text,
  p_min bigint, p_max bigint, p_cents_per_franc integer
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_actor users%ROWTYPE;
  v_from users%ROWTYPE;
  v_to users%ROWTYPE;
  v_side uuid;
  v_sides uuid[] := ARRAY[least(p_from, p_to), greatest(p_from, p_to)];
  v_transfer transfers%ROWTYPE;
  v_sent transactions%ROWTYPE;
  v_received transactions%ROWTYPE;
  v_sent_value bigint;
  v_received_value bigint;
  v_after jsonb;
BEGIN
  v_actor := caisse_session_actor(p_actor, p_actor_role, p_token_version, p_session);
  IF p_token_version IS NOT NULL AND v_actor.id IS NULL THEN
    RETURN jsonb_build_object('refused', 'session');
  END IF;
  SELECT * INTO v_from FROM users WHERE id = p_from;
  SELECT * INTO v_to FROM users WHERE id = p_to;
  -- each side the same rules: a supervisor, and an active one (a suspended kiosk neither sends nor receives)
  IF v_from.role IS DISTINCT FROM 'SUPERVISEUR' THEN
    RETURN jsonb_build_object('refused', 'sender');
  END IF;
  IF v_to.role IS DISTINCT FROM 'SUPERVISEUR' THEN
    RETURN jsonb_build_object('refused', 'receiver');
  END IF;
  IF v_from.status <> 'ACTIVE' THEN
    RETURN jsonb_build_object('refused', 'sender_inactive');
  END IF;
  IF v_to.status <> 'ACTIVE' THEN
    RETURN jsonb_build_object('refused', 'receiver_inactive');
  END IF;
  FOREACH v_side IN ARRAY v_sides LOOP
    IF NOT caisse_day_is_open(v_side, p_day) THEN
      RETURN jsonb_build_object('refused', CASE WHEN v_side = p_from THEN 'closed_sender' ELSE 'closed_receiver' END);
    END IF;
  END LOOP;
  FOREACH v_side IN ARRAY v_sides LOOP
    IF NOT EXISTS (SELECT 1 FROM ledger_days WHERE supervisor_id = v_side AND day = p_day) THEN
      PERFORM caisse_open_day(p_day, v_side);
    END IF;
  END LOOP;

  PERFORM caisse_lines_lock(jsonb_build_array(
    jsonb_build_object('supervisorId', p_from, 'day', p_day, 'lineType', p_sent_line, 'accountKey', p_sent_key),
    jsonb_build_object('supervisorId', p_to, 'day', p_day, 'lineType', p_received_line, 'accountKey', p_received_key)), true, p_actor);
  INSERT INTO transfers (from_supervisor_id, from_account, to_supervisor_id, to_account, amount, note, day, created_by)
  VALUES (p_from, p_from_account, p_to, p_to_account, p_amount, p_note, p_day, p_actor)
  RETURNING * INTO v_transfer;
  INSERT INTO transactions (supervisor_id, day, line_type, account_key, actor_id, partner_name, type, account_type, amount,
    description, idempotency_key, idempotency_hash, transfer_id, counterpart_id)
  VALUES (p_from, p_day, p_sent_line, p_sent_key, p_actor, v_to.nom_complet, 'TRANSFERT_ENVOYE', p_from_account, p_amount,
    p_note, p_idempotency_key, p_idempotency_hash, v_transfer.id, p_to)
  RETURNING * INTO v_sent;
  INSERT INTO transactions (supervisor_id, day, line_type, account_key, actor_id, partner_name, type, account_type, amount,
    description, transfer_id, counterpart_id)
  VALUES (p_to, p_day, p_received_line, p_received_key, p_actor, v_from.nom_complet, 'TRANSFERT_RECU', p_to_account, p_amount,
    p_note, v_transfer.id, p_from)
  RETURNING * INTO v_received;
  SELECT caisse_line_settle(l, p_sent_mode, p_actor, p_min, p_max, p_cents_per_franc, v_to.nom_complet, p_to) INTO v_sent_value
    FROM account_lines l WHERE supervisor_id = p_from AND day = p_day AND line_type = p_sent_line AND account_key = p_sent_key;
  SELECT caisse_line_settle(l, p_received_mode, p_actor, p_min, p_max, p_cents_per_franc, v_from.nom_complet, p_from) INTO v_received_value
    FROM account_lines l WHERE supervisor_id = p_to AND day = p_day AND line_type = p_received_line AND account_key = p_received_key;

  -- one audit row on each kiosk's history
  v_after := jsonb_build_object('transfer', to_jsonb(v_transfer),
    'sent', caisse_transaction_audit(v_sent, v_sent_value), 'received', caisse_transaction_audit(v_received, v_received_value));
  INSERT INTO audit_log (actor_id, actor_name, actor_role, action, entity, entity_id, supervisor_id, after)
  VALUES (p_actor, coalesce(v_actor.nom_complet, p_actor_name), p_actor_role, 'TRANSFER_CREATED', 'transfer', v_transfer.id::text, p_from, v_after),
    (p_actor, coalesce(v_actor.nom_complet, p_actor_name), p_actor_role, 'TRANSFER_CREATED', 'transfer', v_transfer.id::text, p_to, v_after);
  RETURN jsonb_build_object('transfer', to_jsonb(v_transfer), 'sent', to_jsonb(v_sent), 'received', to_jsonb(v_received),
    'senderLineValue', v_sent_value, 'receiverLineValue', v_received_value);
END
$$;
