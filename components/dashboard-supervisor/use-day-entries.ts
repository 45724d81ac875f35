"use client";

// The morning and evening screens' form: an amount per account, and Valider sending each filled row as its
// own entry of the ordinary create, one after another, each under its own Idempotency-Key and kept on the
// device when there is no network (components/transactions/use-entry-sender.ts). A row refused by the check
// or by the server keeps its amount and shows why; the others go.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { userMessage } from "@/lib/api-client";
import type { DayEntryAccount, DayEntryMode } from "@/lib/domain/day-entries";
import { entryLabel } from "@/lib/offline/queue";
import { dayEntries } from "@/lib/validation/day-entries";
import { loadFormAccountTypes } from "@/components/transactions/account-types-cache";
import { entrySender, type EntrySender } from "@/components/transactions/use-entry-sender";
import { plural } from "@/components/day/day-state-text";

const CREATE_URL = "/api/transactions/create";

/**
 * The accounts the form offers him: those the page was rendered with (`known`) at once, then the list loaded
 * when the screen opens (kept a minute in the page), which has any change since. With no network, or no answer,
 * the page's stay: a copy of the page opened offline is the last one known.
 */
export function useOfferedAccounts(open: boolean, known: DayEntryAccount[]): DayEntryAccount[] | null {
  const [loaded, setLoaded] = useState<DayEntryAccount[] | null>(null);
  useEffect(() => {
    if (!open || navigator.onLine === false) return;
    let cancelled = false;
    loadFormAccountTypes()
      .then((list) => !cancelled && setLoaded(list.map((a) => ({ code: a.code, label: a.label }))))
      .catch(() => !cancelled && setLoaded((was) => was ?? known));
    return () => {
      cancelled = true;
    };
  }, [open, known]);
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return loaded ?? (known.length > 0 || offline ? known : null);
}

export function useDayEntries({ mode, supervisorId, userId, labelOf, onSent }: {
  mode: DayEntryMode;
  supervisorId: string;
  userId: string | undefined;
  labelOf: (code: string) => string;
  /** after Valider, whatever went (the dashboard is read again) */
  onSent: () => void;
}) {
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // one sender per account while its entry is not through: sent again after a lost answer, it keeps its key
  const senders = useRef(new Map<string, EntrySender>());
  const senderOf = (code: string) => {
    let sender = senders.current.get(code);
    if (!sender) senders.current.set(code, (sender = entrySender(userId, null, { quiet: true })));
    return sender;
  };

  const setAmount = useCallback((code: string, value: string) => {
    setAmounts((all) => ({ ...all, [code]: value }));
    setProblems(({ [code]: _gone, ...others }) => others);
  }, []);

  const filled = Object.values(amounts).filter((v) => v.trim()).length;

  /** Sends the filled rows; true when every one went through (sent, or kept on the device). */
  async function submit(): Promise<boolean> {
    if (sending) return false;
    const { entries, problems: refused } = dayEntries(mode, supervisorId, amounts);
    setProblems(refused);
    if (entries.length === 0) {
      if (Object.keys(refused).length === 0) toast.error("Aucun montant saisi", { description: "Saisissez le montant d'au moins un compte." });
      return false;
    }
    setSending(true);
    let sent = 0;
    let kept = 0;
    const through: string[] = [];
    for (const { code, payload } of entries) {
      try {
        const outcome = await senderOf(code).send(CREATE_URL, payload, entryLabel(payload, labelOf(code)));
        if (outcome.kind === "kept") kept += 1;
        else sent += 1;
        through.push(code);
        senders.current.delete(code);
      } catch (error) {
        refused[code] = userMessage(error);
      }
    }
    setAmounts((all) => Object.fromEntries(Object.entries(all).filter(([code]) => !through.includes(code))));
    setProblems({ ...refused });
    setSending(false);
    const what = mode === "matin" ? ["Début enregistré", "Débuts enregistrés"] : ["Fin enregistrée", "Fins enregistrées"];
    if (sent > 0) toast.success(plural(sent, what[0]!, what[1]!));
    if (kept > 0) toast.warning(`Pas de réseau : ${plural(kept, "opération gardée", "opérations gardées")} sur l'appareil, envoyée${kept > 1 ? "s" : ""} au retour du réseau.`, { duration: 6000 });
    const left = Object.keys(refused).length;
    if (left > 0) toast.error(`${plural(left, "compte refusé", "comptes refusés")} : voir sous ${left > 1 ? "chacun" : "le champ"}`);
    if (through.length > 0) onSent();
    return left === 0;
  }

  return { amounts, problems, sending, filled, setAmount, submit };
}
