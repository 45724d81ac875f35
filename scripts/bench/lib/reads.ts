// The read scenarios: dashboards, recent transactions, the GR's trend and partner balances, each timed
// with autocannon against the running server, with the size of what it answers.
import { addDays } from "@/lib/domain/periods";
import type { Dataset } from "./dataset";
import type { SqlFloor } from "./floor";
import { runLoad, type LoadResult } from "./load";
import { wanted, type Options } from "./options";
import type { BenchServer, ProcessRss } from "./server";
import { check, type ScenarioResult, type Target } from "./targets";

/** What one engine's scenarios share: the server, the dataset, the options and what was measured so far. */
export interface BenchContext {
  server: BenchServer;
  dataset: Dataset;
  options: Options;
  scenarios: ScenarioResult[];
  /** the server tree's processes at each scenario's peak, by scenario id */
  peaks: Map<string, ProcessRss[]>;
  /** the raw SQL floor of today's lines, measured before the server started (none when not wanted) */
  floor: SqlFloor | null;
  log: (text: string) => void;
}

export interface Session {
  token: string;
  id: string;
}

interface Read {
  id: string;
  name: string;
  path: string;
  token: string;
  target: Target | null;
  /** for this scenario only, in place of --connections */
  connections?: number;
}

/** Logs in through the app's own route and keeps its Bearer token. */
export async function login(url: string, telephone: string, code: string): Promise<Session> {
  const response = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ telephone, Code: code }),
  });
  const json = (await response.json()) as { success: boolean; message: string; data: { token: string; user: { id: string } } | null };
  if (!json.success || !json.data) throw new Error(`connexion de ${telephone} refusée : ${json.message}`);
  return { token: json.data.token, id: json.data.user.id };
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Runs one measured scenario, keeping the server tree's peak memory during it. */
export async function measured(ctx: BenchContext, id: string, run: () => Promise<LoadResult>): Promise<{ result: LoadResult; peakRssMb: number }> {
  ctx.server.resetPeak();
  const result = await run();
  const peakRssMb = mb(ctx.server.peakRss());
  ctx.peaks.set(id, ctx.server.peakProcesses());
  return { result, peakRssMb };
}

/** The partner with the most movements (the dearest balance to read), and how many partners there are. */
export async function busiestPartner(server: BenchServer, admin: Session): Promise<{ id: string; movements: number; partners: number }> {
  const balances = (await (await fetch(`${server.url}/api/partner-balance`, { headers: auth(admin.token) })).json()) as {
    data: { partners: { id: string; statistiques: { nombreTransactions: number } }[] };
  };
  const busiest = [...balances.data.partners].sort((a, b) => b.statistiques.nombreTransactions - a.statistiques.nombreTransactions)[0];
  if (!busiest) throw new Error("aucun partenaire dans le jeu de données");
  return { id: busiest.id, movements: busiest.statistiques.nombreTransactions, partners: balances.data.partners.length };
}

function readScenarios(dataset: Dataset, admin: Session, supervisor: Session, partner: { id: string; partners: number }): Read[] {
  const pg = dataset.engine === "postgres";
  const past = addDays(dataset.today, -30);
  const dashboard = "/api/transactions/dashboard/admin?period=today";
  return [
    { id: "partner-balance-one", name: "Solde d'un partenaire", path: `/api/partner-balance/${encodeURIComponent(partner.id)}`, token: admin.token, target: { p95: 50 } },
    { id: "partner-balance-list", name: `Soldes de tous les partenaires (${partner.partners})`, path: "/api/partner-balance", token: admin.token, target: { p95: 150 } },
    // single client: what one admin waits; its p50 is also held against the raw SQL floor of the same lines
    { id: "admin-dashboard-today", name: "Tableau de bord admin (aujourd'hui)", path: dashboard, token: admin.token, target: pg ? { p95: 15, floorRatio: 3 } : { p95: 150 } },
    { id: "admin-dashboard-today-10", name: "Tableau de bord admin (aujourd'hui, 10 connexions)", path: dashboard, token: admin.token, target: pg ? { rps: 300 } : null, connections: 10 },
    { id: "admin-dashboard-custom", name: "Tableau de bord admin (jour choisi)", path: `/api/transactions/dashboard/admin?period=custom&date=${past}`, token: admin.token, target: { p95: pg ? 30 : 150 } },
    { id: "supervisor-dashboard", name: "Tableau de bord superviseur", path: "/api/transactions/dashboard/supervisor?period=today", token: supervisor.token, target: null },
    { id: "recent-today", name: "Transactions récentes (aujourd'hui)", path: "/api/transactions/recent?period=today", token: admin.token, target: null },
    { id: "recent-week", name: "Transactions récentes (semaine)", path: "/api/transactions/recent?period=week", token: admin.token, target: null },
    { id: "recent-month", name: "Transactions récentes (mois)", path: "/api/transactions/recent?period=month", token: admin.token, target: pg ? { p95: 100 } : null },
    { id: "recent-all", name: "Transactions récentes (tout)", path: "/api/transactions/recent?period=all", token: admin.token, target: null },
    { id: "trend-global", name: "Évolution du GR (30 jours, réseau)", path: "/api/transactions/trend?days=30", token: admin.token, target: { p95: 50 } },
    { id: "trend-supervisor", name: "Évolution du GR (30 jours, un superviseur)", path: "/api/transactions/trend?days=30", token: supervisor.token, target: { p95: 50 } },
    { id: "trend-cards", name: "Évolution du GR (14 jours, chaque superviseur)", path: "/api/transactions/trend?days=14&perSupervisor=true", token: admin.token, target: null },
    // the Alertes page over the history's alerts (computed at the server's start from the closed days)
    { id: "alerts-open", name: "Alertes ouvertes (page Alertes)", path: "/api/alerts?status=open", token: admin.token, target: { p95: 100 } },
    { id: "alerts-month", name: "Alertes du mois, toutes", path: "/api/alerts?period=month", token: admin.token, target: { p95: 100 } },
    { id: "unclosed-days", name: "Journées non clôturées (réseau)", path: "/api/transactions/days/unclosed", token: admin.token, target: { p95: 100 } },
    // what the evening job computes for every supervisor before it sends (summaryFigures), read by the page
    { id: "summary-today", name: "Résumé du soir (tout le réseau)", path: "/api/summary", token: admin.token, target: { p95: 2_000 } },
  ];
}

/** The body's size as the server sends it uncompressed (autocannon asks for no compression either). */
async function responseBytes(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { ...auth(token), "accept-encoding": "identity" } });
  return (await response.arrayBuffer()).byteLength;
}

export async function runReads(ctx: BenchContext, admin: Session, supervisor: Session): Promise<void> {
  const partner = await busiestPartner(ctx.server, admin);
  ctx.log(`soldes partenaires : ${partner.partners} partenaires, le plus actif a ${partner.movements} mouvements`);
  for (const read of readScenarios(ctx.dataset, admin, supervisor, partner).filter((r) => wanted(ctx.options, r.id))) {
    const url = ctx.server.url + read.path;
    const connections = read.connections ?? ctx.options.connections;
    const load = (duration: number) => runLoad({ url, headers: auth(read.token), connections, duration });
    const bytes = await responseBytes(url, read.token);
    await load(ctx.options.warmup);
    const { result, peakRssMb } = await measured(ctx, read.id, () => load(ctx.options.duration));
    const extra = read.connections !== undefined ? { connections } : {};
    ctx.scenarios.push({ id: read.id, name: read.name, ...result, peakRssMb, target: read.target, ok: check(result, read.target, ctx.floor?.p50), responseBytes: bytes, ...extra });
    ctx.log(`${read.name} : p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s, ${(bytes / 1024).toFixed(1)} Ko`);
  }
}
