// Audit actions. SPEC §3 names the first three; the rest record every other change of state.

export const AUDIT_ACTIONS = [
  "AUDIT_SUPPRESSION",
  "AUDIT_MODIFICATION",
  "CREATION_UTILISATEUR",
  "LOGIN_FAILED",
  "USER_SUSPENDED",
  "USER_ACTIVATED",
  "USER_UPDATED",
  "USER_DELETED",
  "CODE_REGENERATED",
  "CODE_REVEALED",
  "PROFILE_UPDATED",
  "REGISTRATION_REJECTED",
  "SMS_RESENT",
  "TRANSACTION_CREATED",
  "TRANSACTION_UPDATED",
  "TRANSACTION_DELETED",
  "ACCOUNT_CREATED",
  "SESSIONS_REVOKED",
  "DAY_CLOSED",
  "DAY_REOPENED",
  "SETTINGS_UPDATED",
  "ALERT_ACKNOWLEDGED",
  "SUMMARY_SENT",
  "FREE_PARTNER_CONVERTED",
  "ACCOUNT_TYPES_UPDATED",
  "TRANSFER_CREATED",
  "TRANSFER_CONTESTED",
  "TRANSFER_CONFIRMED",
  "TRANSFER_UPDATED",
  "TRANSFER_DELETED",
  "STATEMENT_IMPORTED",
  "STATEMENT_DELETED",
  "STATEMENT_FORMAT_SAVED",
  "RECONCILIATION_COMMENTED",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_LABELS: Record<AuditAction, string> = {
  AUDIT_SUPPRESSION: "Suppression",
  AUDIT_MODIFICATION: "Modification/Reset",
  CREATION_UTILISATEUR: "Création",
  LOGIN_FAILED: "Échec de connexion",
  USER_SUSPENDED: "Utilisateur suspendu",
  USER_ACTIVATED: "Utilisateur activé",
  USER_UPDATED: "Utilisateur modifié",
  USER_DELETED: "Utilisateur supprimé",
  CODE_REGENERATED: "Code régénéré",
  CODE_REVEALED: "Code consulté",
  PROFILE_UPDATED: "Profil mis à jour",
  REGISTRATION_REJECTED: "Demande rejetée",
  SMS_RESENT: "SMS renvoyé",
  TRANSACTION_CREATED: "Transaction créée",
  TRANSACTION_UPDATED: "Transaction modifiée",
  TRANSACTION_DELETED: "Transaction supprimée",
  ACCOUNT_CREATED: "Compte créé",
  SESSIONS_REVOKED: "Sessions fermées",
  DAY_CLOSED: "Journée clôturée",
  DAY_REOPENED: "Journée rouverte",
  SETTINGS_UPDATED: "Paramètres modifiés",
  ALERT_ACKNOWLEDGED: "Alerte prise en compte",
  SUMMARY_SENT: "Résumé du soir envoyé",
  FREE_PARTNER_CONVERTED: "Partenaire libre enregistré",
  ACCOUNT_TYPES_UPDATED: "Types de compte modifiés",
  TRANSFER_CREATED: "Transfert enregistré",
  TRANSFER_CONTESTED: "Transfert contesté",
  TRANSFER_CONFIRMED: "Transfert confirmé par le kiosque qui reçoit",
  TRANSFER_UPDATED: "Transfert corrigé",
  TRANSFER_DELETED: "Transfert supprimé",
  STATEMENT_IMPORTED: "Relevé importé",
  STATEMENT_DELETED: "Import de relevé supprimé",
  STATEMENT_FORMAT_SAVED: "Format de relevé enregistré",
  RECONCILIATION_COMMENTED: "Écart au relevé commenté",
};

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isScalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

/** The top-level fields whose value differs between two audit snapshots (scalars only). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => f !== "updatedAt");
  return fields
    .filter((f) => (isScalar(b[f]) || b[f] === undefined) && (isScalar(a[f]) || a[f] === undefined) && b[f] !== a[f])
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
