// The budgets of the hot routes: SQL statements per request (BEGIN and COMMIT count) and bytes of the
// answer, on the fixed data set of tests/perf/budgets.db.test.ts (20 supervisors, 60 partners, 10 days).
// A change that adds a statement or grows an answer fails that test, naming the route and the figures:
// raise a budget here only with the reason, in the commit and beside the figure. Bytes are the measured
// answer plus about 20 %: the generated set moves a few percent from run to run (its ids are drawn anew).
export const HOT_ROUTE_BUDGETS = {
  // the session, the day's supervisors with their closure, transfers and day to open, the day's lines
  "GET /api/transactions/dashboard/admin?period=today": { statements: 3, bytes: 15_000 },
  "GET /api/transactions/dashboard/admin?period=custom": { statements: 3, bytes: 36_000 },
  // the session, the supervisor's day, his lines with every UV Master line, his transactions of the day with their count
  "GET /api/transactions/dashboard/supervisor?period=today": { statements: 4, bytes: 2_000 },
  // the session, the page of 200 rows, the stats
  "GET /api/transactions/recent?period=week": { statements: 3, bytes: 136_000 },
  // the session, the balances, the partners
  "GET /api/partner-balance": { statements: 3, bytes: 45_000 },
  // one call of the engine's create function, which checks the session itself
  "POST /api/transactions/create": { statements: 1, bytes: 450 },
} as const;

export type HotRoute = keyof typeof HOT_ROUTE_BUDGETS;
