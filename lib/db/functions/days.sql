-- A supervisor's day: its lock, whether it is open, and its opening (the carry-over).

-- Every change to a supervisor's day takes a shared advisory lock on (supervisor, day) and checks that the
-- day is not closed; closing and reopening take that lock exclusively, so a close waits for the writes under
-- way and every later write sees it.
CREATE OR REPLACE FUNCTION caisse_day_lock_key(p_supervisor uuid, p_day date) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT hashtextextended('caisse-day:' || p_supervisor::text || ':' || p_day::text, 0)
$$;

-- Takes the day's shared lock for the rest of the transaction and answers whether the day is still open.
CREATE OR REPLACE FUNCTION caisse_day_is_open(p_supervisor uuid, p_day date) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(caisse_day_lock_key(p_supervisor, p_day));
  RETURN NOT EXISTS (SELECT 1 FROM day_closures WHERE supervisor_id = p_supervisor AND day = p_day);
END
$$;

-- Takes the day's lock exclusively for the rest of the transaction (closing, reopening).
CREATE OR REPLACE FUNCTION caisse_lock_day(p_supervisor uuid, p_day date) RETURNS void
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(caisse_day_lock_key(p_supervisor, p_day))
$$;

-- An account line's key is an account type; every other line (a partner's, a transfer's counterpart) is a
-- movement: it never carries over and is never a counted balance.
CREATE OR REPLACE FUNCTION caisse_is_account_key(p_key text) RETURNS boolean
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  SELECT p_key = ANY (enum_range(NULL::account_type)::text[])
$$;

-- Opens a supervisor's day (every supervisor's when p_supervisor is NULL): the Début lines of his account
-- types are the Fin lines of his most recent earlier day that has Fin lines of account types, each noting
-- the day it came from. Guarded by ledger_days, so opening twice does nothing.
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
      AND p.line_type = 'sortie' AND caisse_is_account_key(p.account_key)
  ) prev ON prev.day IS NOT NULL
  JOIN account_lines l ON l.supervisor_id = o.supervisor_id AND l.day = prev.day
    AND l.line_type = 'sortie' AND caisse_is_account_key(l.account_key) AND l.value > 0
  ON CONFLICT DO NOTHING
$$;
