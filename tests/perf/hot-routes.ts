// The hot routes the budgets hold (tests/perf/budgets.ts), each as a request on the fixed data set of
// tests/perf/budgets.db.test.ts: what a user's screen asks most often, and the write every entry makes.
import { GET as balanceList } from "@/app/api/partner-balance/route";
import { POST as create } from "@/app/api/transactions/create/route";
import { GET as adminDashboard } from "@/app/api/transactions/dashboard/admin/route";
import { GET as supervisorDashboard } from "@/app/api/transactions/dashboard/supervisor/[[...id]]/route";
import { GET as recent } from "@/app/api/transactions/recent/route";
import type { CallOptions } from "../helpers/http";
import type { HotRoute } from "./budgets";

export interface Viewers {
  adminToken: string;
  supervisorToken: string;
  supervisorId: string;
  /** a past day fully generated (with its Fins): the admin's « jour choisi » */
  pastDay: string;
}

type Handler = Parameters<typeof import("./measure").measure>[0];

export function hotRequests(v: Viewers, n: number): Record<HotRoute, { handler: Handler; path: string; options: CallOptions }> {
  return {
    "GET /api/transactions/dashboard/admin?period=today": {
      handler: adminDashboard as Handler,
      path: "/api/transactions/dashboard/admin",
      options: { token: v.adminToken, query: { period: "today" } },
    },
    "GET /api/transactions/dashboard/admin?period=custom": {
      handler: adminDashboard as Handler,
      path: "/api/transactions/dashboard/admin",
      options: { token: v.adminToken, query: { period: "custom", date: v.pastDay } },
    },
    "GET /api/transactions/dashboard/supervisor?period=today": {
      handler: supervisorDashboard as Handler,
      path: "/api/transactions/dashboard/supervisor",
      options: { token: v.supervisorToken, query: { period: "today" } },
    },
    "GET /api/transactions/recent?period=week": {
      handler: recent as Handler,
      path: "/api/transactions/recent",
      options: { token: v.adminToken, query: { period: "week" } },
    },
    "GET /api/partner-balance": { handler: balanceList as Handler, path: "/api/partner-balance", options: { token: v.adminToken } },
    "POST /api/transactions/create": {
      handler: create as Handler,
      path: "/api/transactions/create",
      options: {
        token: v.supervisorToken,
        headers: { "idempotency-key": `budget-${n}` },
        body: { superviseurId: v.supervisorId, typeOperation: "depot", montant: 1_000 + n, typeCompte: "LIQUIDE" },
      },
    },
  };
}
