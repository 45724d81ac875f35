-- Partner lines keyed by identity (issue 13, item 1). A registered partner's line was `part-<his name>`,
-- so a partner who renamed himself to another partner's name sent the next deposit to that partner's line.
-- Now: a registered partner's line is `part-<his id>` (his current name is shown), a free partner's is
-- `part-<his name folded>` (trimmed, inner spaces collapsed, case and accents folded, exactly as
-- lib/domain/partners.ts foldName), and the line keeps the name last recorded on it (`label`).

-- The fold of lib/domain/partners.ts (FOLD_FROM -> FOLD_TO, then FOLD_PAIRS), explicit so that it gives the
-- same answer whatever the database's locale.
CREATE OR REPLACE FUNCTION caisse_fold_name(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      translate(p_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž   ', 'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz   '),
      'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'ß', 'ss'), 'ẞ', 'ss'),
    ' {2,}', ' ', 'g'), ' ')
$$;
--> statement-breakpoint
-- A free partner's line key. The application refuses a name that folds to nothing or to an id's shape; older
-- data that did goes under `part-~` so that it can never land on a registered partner's line.
CREATE OR REPLACE FUNCTION caisse_free_partner_key(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN f = '' OR f ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN 'part-~' || f
    ELSE 'part-' || f END
  FROM (SELECT caisse_fold_name(p_name) AS f) x
$$;
--> statement-breakpoint
-- Moving the existing data. Every partner transaction gets its new key (his id when he was registered, his
-- folded name otherwise); every old partner line is split between the new keys of its entries (the entries
-- counted in it, i.e. recorded after its base, go with their key; the rest of its value, its base, goes to the
-- key of its latest entry), and the parts landing on one key are summed. Each supervisor's totals of every day
-- are therefore exactly what they were. A new line's base is placed after every entry of its key that no old
-- line counted, so that the line still equals its base plus the entries after it.
CREATE TEMP TABLE caisse_m_tx ON COMMIT DROP AS
  SELECT t.id, t.seq, t.supervisor_id, t.day, t.line_type, t.account_key AS old_key, t.amount,
    CASE WHEN t.partner_id IS NOT NULL THEN 'part-' || t.partner_id::text
      ELSE caisse_free_partner_key(coalesce(t.partner_name, substr(t.account_key, 6))) END AS new_key,
    btrim(regexp_replace(coalesce(t.partner_name, substr(t.account_key, 6)), '[    ]+', ' ', 'g')) AS label,
    false AS counted
  FROM transactions t WHERE t.account_key LIKE 'part-%';
--> statement-breakpoint
CREATE INDEX ON caisse_m_tx (supervisor_id, day, line_type, old_key, seq);
--> statement-breakpoint
CREATE INDEX ON caisse_m_tx (supervisor_id, day, line_type, new_key, seq);
--> statement-breakpoint
ANALYZE caisse_m_tx;
--> statement-breakpoint
CREATE TEMP TABLE caisse_m_lines ON COMMIT DROP AS
  SELECT l.supervisor_id, l.day, l.line_type, l.account_key AS old_key, l.value, l.base_seq, l.updated_at, l.updated_by,
    coalesce(
      (SELECT k.new_key FROM caisse_m_tx k
        WHERE k.supervisor_id = l.supervisor_id AND k.day = l.day AND k.line_type = l.line_type AND k.old_key = l.account_key
        ORDER BY k.seq DESC LIMIT 1),
      caisse_free_partner_key(substr(l.account_key, 6))) AS default_key
  FROM account_lines l WHERE l.account_key LIKE 'part-%';
--> statement-breakpoint
CREATE INDEX ON caisse_m_lines (supervisor_id, day, line_type, old_key);
--> statement-breakpoint
CREATE INDEX ON caisse_m_lines (supervisor_id, day, line_type, default_key);
--> statement-breakpoint
ANALYZE caisse_m_lines;
--> statement-breakpoint
UPDATE caisse_m_tx k SET counted = true FROM caisse_m_lines l
  WHERE l.supervisor_id = k.supervisor_id AND l.day = k.day AND l.line_type = k.line_type AND l.old_key = k.old_key
    AND k.seq > l.base_seq;
--> statement-breakpoint
-- each old line's parts: its counted entries by new key, and the rest of its value to its default key
CREATE TEMP TABLE caisse_m_counted ON COMMIT DROP AS
  SELECT supervisor_id, day, line_type, old_key, new_key, round(sum(amount) / 100.0)::bigint AS part
  FROM caisse_m_tx WHERE counted GROUP BY supervisor_id, day, line_type, old_key, new_key;
--> statement-breakpoint
CREATE TEMP TABLE caisse_m_parts ON COMMIT DROP AS
  SELECT supervisor_id, day, line_type, old_key, new_key, part FROM caisse_m_counted
  UNION ALL
  SELECT l.supervisor_id, l.day, l.line_type, l.old_key, l.default_key, l.value - coalesce(c.total, 0)
  FROM caisse_m_lines l
  LEFT JOIN (SELECT supervisor_id, day, line_type, old_key, sum(part) AS total FROM caisse_m_counted
             GROUP BY supervisor_id, day, line_type, old_key) c
    ON c.supervisor_id = l.supervisor_id AND c.day = l.day AND c.line_type = l.line_type AND c.old_key = l.old_key;
--> statement-breakpoint
CREATE INDEX ON caisse_m_parts (supervisor_id, day, line_type, new_key);
--> statement-breakpoint
ANALYZE caisse_m_parts;
--> statement-breakpoint
-- the new lines: their value, and their base placed after every entry of their key that no old line counted
CREATE TEMP TABLE caisse_m_new ON COMMIT DROP AS
  SELECT p.supervisor_id, p.day, p.line_type, p.account_key, p.value, coalesce(u.base_seq, 0) AS base_seq
  FROM (SELECT supervisor_id, day, line_type, new_key AS account_key, sum(part)::bigint AS value FROM caisse_m_parts
        GROUP BY supervisor_id, day, line_type, new_key) p
  LEFT JOIN (SELECT supervisor_id, day, line_type, new_key, max(seq) AS base_seq FROM caisse_m_tx WHERE NOT counted
             GROUP BY supervisor_id, day, line_type, new_key) u
    ON u.supervisor_id = p.supervisor_id AND u.day = p.day AND u.line_type = p.line_type AND u.new_key = p.account_key;
--> statement-breakpoint
DELETE FROM account_lines WHERE account_key LIKE 'part-%';
--> statement-breakpoint
INSERT INTO account_lines (supervisor_id, day, line_type, account_key, label, value, base_value, base_seq, updated_at, updated_by)
  SELECT n.supervisor_id, n.day, n.line_type, n.account_key,
    coalesce(
      (SELECT k.label FROM caisse_m_tx k
        WHERE k.supervisor_id = n.supervisor_id AND k.day = n.day AND k.line_type = n.line_type AND k.new_key = n.account_key
        ORDER BY k.seq DESC LIMIT 1),
      (SELECT substr(l.old_key, 6) FROM caisse_m_lines l
        WHERE l.supervisor_id = n.supervisor_id AND l.day = n.day AND l.line_type = n.line_type AND l.default_key = n.account_key
        ORDER BY l.updated_at DESC LIMIT 1)),
    n.value,
    n.value - coalesce((SELECT round(sum(k.amount) / 100.0)::bigint FROM caisse_m_tx k
      WHERE k.supervisor_id = n.supervisor_id AND k.day = n.day AND k.line_type = n.line_type AND k.new_key = n.account_key
        AND k.seq > n.base_seq), 0),
    n.base_seq,
    c.updated_at, c.updated_by
  FROM caisse_m_new n
  -- the latest change among the old lines that gave this line a part
  CROSS JOIN LATERAL (
    SELECT l.updated_at, l.updated_by FROM caisse_m_parts p JOIN caisse_m_lines l
      ON l.supervisor_id = p.supervisor_id AND l.day = p.day AND l.line_type = p.line_type AND l.old_key = p.old_key
    WHERE p.supervisor_id = n.supervisor_id AND p.day = n.day AND p.line_type = n.line_type AND p.new_key = n.account_key
    ORDER BY l.updated_at DESC LIMIT 1) c;
--> statement-breakpoint
UPDATE transactions t SET account_key = k.new_key FROM caisse_m_tx k WHERE t.id = k.id AND t.account_key <> k.new_key;
--> statement-breakpoint
DROP FUNCTION IF EXISTS caisse_create_transaction(uuid, text, text, integer, uuid, date, transaction_type, line_type, text, text, uuid, text, account_type, bigint, text, text, bigint, bigint, integer);
--> statement-breakpoint
-- Records a transaction of p_day and moves its line, with its audit row, in one call (see drizzle/0004 for
-- the steps). Since 0006: the session is checked too (p_session: present, the actor's, not revoked, not
-- expired); a registered partner's line is `part-<his id>` and the line keeps his name as last recorded; a
-- free partner's key (p_key) and display name (p_label) come from lib/domain/partners.ts; the request's
-- body hash is kept beside its Idempotency-Key.
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

  UPDATE account_lines SET value = v_value, label = coalesce(v_label, label), updated_at = now(), updated_by = p_actor
    WHERE supervisor_id = p_supervisor AND day = p_day AND line_type = p_line_type AND account_key = v_key
      AND (value <> v_value OR label IS DISTINCT FROM coalesce(v_label, label));
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
