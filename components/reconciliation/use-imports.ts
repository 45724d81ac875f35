"use client";

// The admin's list of statement imports, read apart from the list's screen part (its delete dialog comes with the
// « Imports » tab only).
import { useState } from "react";
import { api, userMessage } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
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

async function fetchImports(accountType: string): Promise<StatementImport[]> {
  return (await api<{ statements: StatementImport[] }>("/api/reconciliation/statements", { query: { accountType } })).statements;
}

/** The imports of an account (the admin's tab only: `enabled`); `load` reads them again after an import or a deletion. */
export function useImports(accountType: string, enabled: boolean) {
  // a list that could not be read shows no import (the toast says why) until a list is read again
  const [failed, setFailed] = useState(false);
  const list = useApiQuery(enabled ? accountType : null, fetchImports, {
    onData: () => setFailed(false),
    onError: (error) => {
      setFailed(true);
      toast.error("Erreur", { description: userMessage(error, "La liste des imports n'a pas pu être lue"), duration: 4000 });
    },
  });
  return { imports: failed ? [] : list.data, load: list.reload };
}
