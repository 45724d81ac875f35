// What the supervisor dashboard's parts share: its answer.
import type { ShownSupervisorDashboard } from "@/lib/presenters/dashboards";

export type SupervisorDashboardData = ShownSupervisorDashboard;
