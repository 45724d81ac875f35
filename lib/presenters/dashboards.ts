// The day dashboards as the pages render them and the routes answer them (`{ dashboard }`): the services' figures
// (lib/services/ledger/dashboards.ts, dashboard-answers.ts) with their amounts as French text, each `formatted`
// where the answer has always had it. One pass over the totals (the admin's cards), none over the lines. Pure
// (docs/decisions/0081-etages.md).
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import type { adminDashboardAnswer, partnerDashboardAnswer, supervisorDashboardAnswer } from "@/lib/services/ledger/dashboard-answers";
import type { getAdminDashboard, getPartnerDashboard, getSupervisorDashboard } from "@/lib/services/ledger/dashboards";

type AdminDashboard = Awaited<ReturnType<typeof getAdminDashboard>>;
type SupervisorDashboard = Awaited<ReturnType<typeof getSupervisorDashboard>>;
type PartnerDashboard = Awaited<ReturnType<typeof getPartnerDashboard>>;

type Totals = { debutTotal: number; sortieTotal: number; grTotal: number };

/** A day's totals with their texts: the GR signed ("+1 500 F"). */
const shownTotals = (t: Totals) => ({
  ...t,
  formatted: { debutTotal: formatFcfa(t.debutTotal), sortieTotal: formatFcfa(t.sortieTotal), grTotal: formatSignedFcfa(t.grTotal) },
});

/** The admin's day: the network's totals and each card's. */
export function presentAdminDashboard(d: AdminDashboard) {
  const g = d.globalTotals;
  return {
    ...d,
    globalTotals: {
      ...g,
      formatted: {
        grTotalGlobal: formatSignedFcfa(g.grTotalGlobal),
        grClosedGlobal: formatSignedFcfa(g.grClosedGlobal),
        grOpenGlobal: formatSignedFcfa(g.grOpenGlobal),
        debutTotalGlobal: formatFcfa(g.debutTotalGlobal),
        sortieTotalGlobal: formatFcfa(g.sortieTotalGlobal),
        uvMaster: { solde: formatFcfa(g.uvMaster.solde), sorties: formatFcfa(g.uvMaster.sorties) },
      },
    },
    supervisorCards: d.supervisorCards.map((card) => ({ ...card, totaux: shownTotals(card.totaux) })),
  };
}

export type ShownAdminDashboard = ReturnType<typeof presentAdminDashboard>;

/**
 * A supervisor's day (and what his route's answer adds after it, kept in place). Each UV Master `formatted` is
 * the text the earlier app prints as it is (../shared/ORIGINAL-CLIENT.md): the current balance, his own beside
 * `sortie` and the network's beside `total`.
 */
export function presentSupervisorDashboard<D extends SupervisorDashboard>(d: D) {
  const uv = d.uvMaster;
  return {
    ...d,
    totaux: shownTotals(d.totaux),
    uvMaster: {
      personal: { debut: uv.personal.debut, sortie: uv.personal.sortie, formatted: formatFcfa(uv.personal.sortie) },
      total: uv.total,
      debut: uv.debut,
      formatted: formatFcfa(uv.total),
    },
  };
}

export type ShownSupervisorDashboard = ReturnType<typeof presentSupervisorDashboard<SupervisorDashboard>>;

/** A partner's movement of the day with its amount as text, after `montant`. */
function shownMovement<M extends { id: string; montant: number }>(m: M) {
  const { id, montant, ...rest } = m;
  return { id, montant, formatted: formatFcfa(montant), ...rest };
}

/** A partner's day: each deposit and withdrawal, and their totals. */
export function presentPartnerDashboard<D extends PartnerDashboard>(d: D) {
  return {
    ...d,
    depots: d.depots.map(shownMovement),
    retraits: d.retraits.map(shownMovement),
    totaux: { ...d.totaux, formatted: { depots: formatFcfa(d.totaux.depots), retraits: formatFcfa(d.totaux.retraits) } },
  };
}

export function presentAdminAnswer(answer: Awaited<ReturnType<typeof adminDashboardAnswer>>) {
  return { dashboard: presentAdminDashboard(answer.dashboard) };
}

export function presentSupervisorAnswer(answer: Awaited<ReturnType<typeof supervisorDashboardAnswer>>) {
  return { dashboard: presentSupervisorDashboard(answer.dashboard) };
}

/** The partner's answer: his day, the day's figures with the balance signed, and his movements as one list. */
export function presentPartnerAnswer(answer: Awaited<ReturnType<typeof partnerDashboardAnswer>>) {
  const d = answer.dashboard;
  const s = d.statistiques;
  return {
    dashboard: {
      ...presentPartnerDashboard(d),
      statistiques: { ...s, formatted: { totalDepots: formatFcfa(s.totalDepots), totalRetraits: formatFcfa(s.totalRetraits), solde: formatSignedFcfa(s.solde) } },
      transactions: d.transactions.map(shownMovement),
    },
  };
}
