-- Partner balances (docs/decisions/0027-solde-partenaire-plusieurs-jours.md): partner_balances
-- follows every partner movement (DEPOT, RETRAIT on a `part-` line) as it is recorded, corrected or deleted.

-- A partner's balance per supervisor, computed again from his transactions (after a correction or a deletion).
CREATE OR REPLACE FUNCTION caisse_partner_balance_refresh(p_key text, p_supervisor uuid) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- the supervisor is being deleted (his transactions go with him): his rows go by cascade
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_supervisor) THEN
    RETURN;
  END IF;
  DELETE FROM partner_balances WHERE account_key = p_key AND supervisor_id = p_supervisor;
  INSERT INTO partner_balances (account_key, supervisor_id, partner_id, partner_name, deposits_count, deposits_total,
      withdrawals_count, withdrawals_total, max_deposit, max_withdrawal, first_at, last_at)
    SELECT p_key, p_supervisor,
      (array_agg(partner_id ORDER BY seq DESC) FILTER (WHERE partner_id IS NOT NULL))[1],
      (array_agg(partner_name ORDER BY seq DESC) FILTER (WHERE partner_name IS NOT NULL))[1],
      count(*) FILTER (WHERE type = 'DEPOT'), coalesce(sum(amount) FILTER (WHERE type = 'DEPOT'), 0),
      count(*) FILTER (WHERE type = 'RETRAIT'), coalesce(sum(amount) FILTER (WHERE type = 'RETRAIT'), 0),
      max(amount) FILTER (WHERE type = 'DEPOT'), max(amount) FILTER (WHERE type = 'RETRAIT'),
      min(created_at), max(created_at)
    FROM transactions
    WHERE account_key = p_key AND supervisor_id = p_supervisor AND account_key LIKE 'part-%' AND type IN ('DEPOT', 'RETRAIT')
    HAVING count(*) > 0;
END
$$;

-- Keeps partner_balances in step with transactions: a new entry adds to its row; a correction or a deletion
-- computes the rows it touched again. They stand aside (caisse.partner_balance_sync = off) while a free partner
-- is made a registered one: his rows move in one statement each (the free partners' conversion).
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

CREATE OR REPLACE TRIGGER transactions_partner_balance AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION caisse_partner_balance_sync();
