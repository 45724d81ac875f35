// What the dashboard routes answer: SPEC §7 lets a dashboard come as `data` or as `data.dashboard`; the
// earlier app reads `data.dashboard` (../shared/ORIGINAL-CLIENT.md), so every dashboard route answers
// `{ dashboard }`, with the fields that app reads besides ours: the supervisor's transactions of the day and
// their count (in the types that app prints), the partner's identity, statistics and one list of his
// movements. Our pages render the services' own shapes (lib/services/ledger/dashboards.ts) and unwrap the
// answer (components/dashboard/use-dashboard.ts); both get their French texts from lib/presenters/dashboards.ts.
import { eq } from "drizzle-orm";
import type { Db, Executor } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { centsToFrancs } from "@/lib/domain/money";
import { normalizeStatus } from "@/lib/domain/users";
import { getAdminDashboard, getPartnerDashboard, getSupervisorDashboard } from "./dashboards";
import type { ResolvedDay } from "./days";
import { dayTransactions } from "./queries";

/** How many of the day's transactions come with the supervisor dashboard (newest first). */
export const DAY_TRANSACTIONS_SHOWN = 10;

export async function adminDashboardAnswer(db: Db, day: ResolvedDay) {
  return { dashboard: await getAdminDashboard(db, day) };
}

export async function supervisorDashboardAnswer(db: Db, supervisorId: string, day: ResolvedDay) {
  // side by side: the day's transactions of an unknown supervisor are none, and the dashboard answers its 404
  const [dashboard, recent] = await Promise.all([getSupervisorDashboard(db, supervisorId, day), dayTransactions(db, supervisorId, day.day, DAY_TRANSACTIONS_SHOWN)]);
  return { dashboard: { ...dashboard, recentTransactions: recent.transactions.map(earlierAppTransaction), nombreTransactions: recent.count } };
}

/**
 * A transaction of the day as the earlier app prints it, field by field as text (../shared/ORIGINAL-CLIENT.md):
 * its type's code, its amount in francs as a number, and who it was with, named with his role. Our own screens
 * read the list (`/api/transactions/recent`), not these.
 */
function earlierAppTransaction(item: Awaited<ReturnType<typeof dayTransactions>>["transactions"][number]) {
  const partner = item.intervenant.role === "partenaire";
  return {
    id: item.id,
    type: item.type.code,
    montant: centsToFrancs(item.montant.valeur),
    description: item.description,
    personne: `${item.intervenant.nom} (${partner ? "Partenaire" : "Superviseur"})`,
    createdAt: item.createdAt,
    partenaireId: item.partnerId,
    partenaireNom: partner ? item.intervenant.nom : null,
  };
}

export async function partnerDashboardAnswer(db: Executor, partnerId: string, day: ResolvedDay) {
  const [[partner], dashboard] = await Promise.all([
    db.select({ id: users.id, nomComplet: users.nomComplet, telephone: users.telephone, status: users.status }).from(users).where(eq(users.id, partnerId)),
    getPartnerDashboard(db, partnerId, day),
  ]);
  if (!partner) throw new AppError("NOT_FOUND", "Utilisateur non trouvé");
  const movements = [
    ...dashboard.depots.map((m) => ({ ...m, type: "DEPOT" as const })),
    ...dashboard.retraits.map((m) => ({ ...m, type: "RETRAIT" as const })),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const solde = dashboard.totaux.depots - dashboard.totaux.retraits;
  return {
    dashboard: {
      ...dashboard,
      partenaire: { ...partner, status: normalizeStatus(partner.status) },
      statistiques: {
        totalDepots: dashboard.totaux.depots,
        totalRetraits: dashboard.totaux.retraits,
        nombreDepots: dashboard.depots.length,
        nombreRetraits: dashboard.retraits.length,
        nombreTransactions: movements.length,
        /** the day's deposits minus its withdrawals */
        solde,
      },
      transactions: movements,
    },
  };
}
