"use client";

// The admin's account tools as a form: the line, the account and the amounts, checked against the routes' own
// schemas (accountUpdateSchema, createAccountSchema) before sending, each problem under its field; the server's
// refusals in a toast with SPEC §8's texts. Emptied each time a tool opens.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { ApiError, apiEnvelope } from "@/lib/api-client";
import type { LineType } from "@/lib/domain/constants";
import { parseAmountInput } from "@/lib/domain/money";
import { fieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { accountUpdateSchema, createAccountSchema } from "@/lib/validation/lines";

export type AccountTool = "set" | "create";
export type AccountField = "accountKey" | "value" | "initial";

export const ACCOUNT_FIELD_IDS: Record<AccountField, string> = { accountKey: "account-key", value: "account-value", initial: "account-initial" };
const EMPTY: Record<AccountField, string> = { accountKey: "", value: "", initial: "" };

/** Each route's field under the dialog's field that holds it. */
const FIELD_OF: Record<AccountTool, Record<string, AccountField>> = {
  set: { accountKey: "accountKey", newValue: "value" },
  create: { accountType: "accountKey", balance: "value", initialBalance: "initial" },
};

/** SPEC §8, supervisor account update: 404 / 403 / 401 texts, else the server's message or 'Erreur HTTP {status}'. */
export function accountUpdateError(error: unknown, url: string): string {
  if (!(error instanceof ApiError)) return "Erreur HTTP";
  if (error.status === 404 && !error.serverMessage) return `Route non trouvée: ${url}. Vérifiez que la route existe côté serveur.`;
  if (error.status === 403) return "Accès interdit - vérifiez vos permissions";
  if (error.status === 401) return "Non autorisé - vérifiez votre token d'authentification";
  if (error.status === null) return error.message;
  return error.serverMessage || `Erreur HTTP ${error.status}`;
}

type ToolValues = { lineType: LineType; accountKey: string; value: string; initial: string; supervisorId: string; day: string };

/** The tool's request, checked by its route's schema: what to send, or the schema's issues. */
function toolRequest(tool: AccountTool, v: ToolValues) {
  if (tool === "set") {
    const url = `/api/transactions/supervisors/${v.supervisorId}/accounts/update`;
    const payload = { accountType: v.lineType, accountKey: v.accountKey, newValue: parseAmountInput(v.value) ?? "", updatedAt: new Date().toISOString(), updatedBy: "ADMIN", date: v.day };
    const parsed = accountUpdateSchema.safeParse(payload);
    return parsed.success ? { ok: true as const, url, method: "PATCH" as const, body: parsed.data } : { ok: false as const, issues: parsed.error.issues };
  }
  const payload = { supervisorId: v.supervisorId, accountType: v.accountKey, initialBalance: parseAmountInput(v.initial) ?? 0, balance: parseAmountInput(v.value) ?? 0 };
  const parsed = createAccountSchema.safeParse(payload);
  return parsed.success ? { ok: true as const, url: "/api/transactions/accounts", method: "POST" as const, body: parsed.data } : { ok: false as const, issues: parsed.error.issues };
}

export function useAccountToolForm(options: { tool: AccountTool | null; supervisorId: string; day: string; onClose: () => void; onDone: () => void }) {
  const { tool, supervisorId, day, onClose, onDone } = options;
  const [lineType, setLineType] = useState<LineType>("debut");
  const { values, setValues, edit, errors, show, reset } = useFormFields(EMPTY, ACCOUNT_FIELD_IDS);
  const [saving, setSaving] = useState(false);
  // Emptied when a tool opens: the tool the form was last rendered for is kept, and a change is applied during
  // this render, so that the opened tool never shows the previous one's values.
  const [shownTool, setShownTool] = useState(tool);
  if (tool !== shownTool) {
    setShownTool(tool);
    if (tool) {
      setLineType("debut");
      setValues(EMPTY);
      reset();
    }
  }

  /** The request the tool sends, or null once its problems are shown under their fields. */
  function request() {
    const built = toolRequest(tool === "set" ? "set" : "create", { lineType, ...values, supervisorId, day });
    if (!built.ok) {
      const fields = FIELD_OF[tool === "set" ? "set" : "create"];
      const onFields = built.issues.flatMap((issue) => {
        const field = fields[String(issue.path[0])];
        return field ? [{ ...issue, path: [field] }] : [];
      });
      // what the dialog has no field for (the card's day, its supervisor) cannot be corrected here: said as a toast
      const other = built.issues.find((issue) => !fields[String(issue.path[0])]);
      if (other) toast.error(other.message, { duration: 5000 });
      show(fieldErrors<AccountField>(onFields));
      return null;
    }
    return built;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const sent = request();
    if (!sent) return;
    setSaving(true);
    try {
      const envelope = await apiEnvelope(sent.url, { method: sent.method, body: sent.body, retry: false });
      toast.success(envelope.message);
      onClose();
      onDone();
    } catch (error) {
      const message =
        tool === "set"
          ? accountUpdateError(error, sent.url)
          : (error instanceof ApiError ? error.serverMessage : null) || "Erreur lors de la création. Veuillez réessayer.";
      toast.error(message, { duration: 5000 });
    } finally {
      setSaving(false);
    }
  }

  return { lineType, setLineType, values, edit, saving, errors, submit, ready: tool === "set" ? !!values.accountKey && values.value !== "" : !!values.accountKey };
}
