"use client";

// The choices of the transfer and allocation forms: the active kiosks (supervisors) and the account types switched
// on for the caller, loaded when the form opens (cached a while in the page, ./options-cache.ts and
// ./account-types-cache.ts); SPEC's four accounts until the types have arrived, or without the network.
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import { formAccountTypes } from "@/lib/domain/ledger";
import { loadFormAccountTypes, type FormAccountType } from "./account-types-cache";
import { loadSupervisors, type Option } from "./options-cache";

export function useMovementOptions(admin: boolean, fallbackSupervisors: Option[]) {
  const [supervisors, setSupervisors] = useState<Option[] | null>(null);
  const [loaded, setLoaded] = useState<FormAccountType[] | null>(null);
  const fallbackAccounts = useMemo(() => formAccountTypes(admin ? "ADMIN" : "SUPERVISEUR"), [admin]);

  useEffect(() => {
    let cancelled = false;
    loadFormAccountTypes()
      .then((list) => !cancelled && setLoaded(list))
      .catch(() => undefined);
    loadSupervisors(fallbackSupervisors)
      .then((list) => !cancelled && setSupervisors(list))
      .catch(() => {
        if (cancelled) return;
        setSupervisors(fallbackSupervisors);
        toast.error("Erreur: Impossible de charger les utilisateurs", { duration: 4000 });
      });
    return () => {
      cancelled = true;
    };
  }, [fallbackSupervisors]);

  return { supervisors, accounts: loaded ?? fallbackAccounts };
}
