"use client";

// What the new transaction form offers, loaded when it opens: the account types the admin has switched on (SPEC's
// own until they arrive), the active partners and, for the admin, the supervisors (SPEC §7's fallback: the
// dashboard cards). Each list is cached a while in the page (./options-cache.ts, ./account-types-cache.ts).
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import { formAccountTypes } from "@/lib/domain/ledger";
import { clearAccountTypesCache, loadFormAccountTypes, type FormAccountType } from "./account-types-cache";
import { loadPartners, loadSupervisors, type Option } from "./options-cache";

export function useTransactionOptions(open: boolean, admin: boolean, fallbackSupervisors: Option[]) {
  const [supervisors, setSupervisors] = useState<Option[] | null>(null);
  const [partners, setPartners] = useState<Option[] | null>(null);
  const [loadedAccounts, setLoadedAccounts] = useState<FormAccountType[] | null>(null);
  const staticAccounts = useMemo(() => formAccountTypes(admin ? "ADMIN" : "SUPERVISEUR"), [admin]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const fail = () => toast.error("Erreur: Impossible de charger les utilisateurs", { duration: 4000 });
    loadFormAccountTypes()
      .then((list) => !cancelled && setLoadedAccounts(list))
      .catch(() => undefined);
    loadPartners()
      .then((list) => !cancelled && setPartners(list))
      .catch(() => {
        if (!cancelled) setPartners([]);
        fail();
      });
    if (admin) {
      loadSupervisors(fallbackSupervisors)
        .then((list) => !cancelled && setSupervisors(list))
        .catch(() => {
          if (!cancelled) setSupervisors(fallbackSupervisors);
          fail();
        });
    }
    return () => {
      cancelled = true;
    };
  }, [open, admin, fallbackSupervisors]);

  /** After a refusal of a type switched off meanwhile: the list is read again, without it. */
  const reloadAccounts = useCallback(() => {
    clearAccountTypesCache();
    void loadFormAccountTypes()
      .then(setLoadedAccounts)
      .catch(() => undefined);
  }, []);

  return {
    accounts: loadedAccounts ?? staticAccounts,
    /** the admin's choice (null while loading) */
    supervisors,
    /** a supervisor's name, from the dashboard's cards while the list is loading */
    supervisorName: (id: string) => (admin ? (supervisors ?? fallbackSupervisors) : []).find((s) => s.id === id)?.nomComplet,
    partners,
    reloadAccounts,
  };
}

export type TransactionOptions = ReturnType<typeof useTransactionOptions>;
