// How an audit entry reads: French names of the fields and entities it touches, and each value as the rest of
// the back office shows it (amounts in F CFA, account keys by their label, statuses, roles, days).
import type { FieldChange } from "@/lib/domain/audit";
import type { TransactionType } from "@/lib/domain/constants";
import { accountKeyInfo, TRANSACTION_TYPE_INFO } from "@/lib/domain/ledger";
import { centsToFrancs, formatFcfa } from "@/lib/domain/money";
import { formatDayFr, isDayFormat } from "@/lib/domain/periods";
import { ROLE_LABELS, statusLabel } from "@/lib/domain/users";

/** Transaction statuses as shown (VALIDEE, MODIFIEE); user statuses go through statusLabel. */
const STATUS_LABELS = { VALIDEE: "Validée", MODIFIEE: "Modifiée" } as const;

export const FIELD_LABELS: Record<string, string> = {
  value: "Valeur",
  amount: "Montant",
  accountKey: "Compte",
  accountType: "Type de compte",
  partnerName: "Partenaire",
  status: "Statut",
  description: "Description",
  nomComplet: "Nom",
  adresse: "Adresse",
  role: "Rôle",
  lineType: "Ligne",
  lineValue: "Valeur de la ligne",
  telephone: "Téléphone",
  type: "Type",
  day: "Jour",
  initialBalance: "Solde initial",
  balance: "Solde actuel",
};

export const ENTITY_LABELS: Record<string, string> = {
  transaction: "Transaction",
  account_line: "Ligne de compte",
  supervisor_account: "Compte",
  user: "Utilisateur",
  registration_request: "Demande d'inscription",
};

export type DescribedEntry = { action: string; before: unknown; after: unknown; changes: FieldChange[] };

/** What an entry shows: a snapshot for a creation or a deletion, the changed fields otherwise. */
export function describe(entry: DescribedEntry) {
  const deleted = /SUPPRESSION|DELETED/.test(entry.action);
  const created = /CREATED|CREATION/.test(entry.action);
  if (deleted || created) {
    const snapshot = ((deleted ? entry.before : entry.after) ?? {}) as Record<string, unknown>;
    return { kind: "snapshot" as const, fields: Object.entries(snapshot).filter(([f, v]) => f in FIELD_LABELS && v !== null && typeof v !== "object") };
  }
  return { kind: "changes" as const, changes: entry.changes.filter((c) => c.field in FIELD_LABELS) };
}

export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "amount" && typeof value === "number") return formatFcfa(centsToFrancs(value));
  if ((field === "value" || field === "lineValue" || field === "initialBalance" || field === "balance") && typeof value === "number") return formatFcfa(value);
  if ((field === "accountKey" || field === "accountType") && typeof value === "string") return accountKeyInfo(value).label;
  if (field === "type" && typeof value === "string") return TRANSACTION_TYPE_INFO[value as TransactionType]?.label ?? value;
  if (field === "status" && typeof value === "string") return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? statusLabel(value);
  if (field === "lineType") return value === "debut" ? "Début" : "Fin";
  if (field === "day" && typeof value === "string" && isDayFormat(value)) return formatDayFr(value);
  if (field === "role" && typeof value === "string") return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? value;
  return String(value);
}
