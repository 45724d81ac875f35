"use client";

// The admin's list of statement imports, read apart from the list's screen part (its delete dialog comes with the
// « Imports » tab only).
import { useCallback, useEffect, useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import type { AccountType } from "@/lib/domain/constants";

export interface StatementImport {
  id: string;
  supervisorName: string;
  accountType: AccountType;
  fileName: string;
  rows: number;
  stored: number;
  duplicates: number;
  from: string;
  to: string;
  importedBy: string | null;
  importedAt: string;
}

/** The imports of an account (the admin's tab only: `enabled`), read again at each `version`. */
export function useImports(accountType: string, version: number, enabled: boolean) {
  const [imports, setImports] = useState<StatementImport[] | null>(null);
  const load = useCallback(async () => {
    if (!enabled) return;
    try {
      setImports((await api<{ statements: StatementImport[] }>("/api/reconciliation/statements", { query: { accountType } })).statements);
    } catch (error) {
      setImports([]);
      toast.error("Erreur", { description: userMessage(error, "La liste des imports n'a pas pu être lue"), duration: 4000 });
    }
  }, [accountType, enabled]);
  useEffect(() => {
    void load();
  }, [load, version]);
  return { imports, load };
}

