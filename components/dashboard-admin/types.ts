// What the admin dashboard's parts share: its answer, a card as they read it, and the dialogs a card opens.
import type { ShownAdminDashboard } from "@/lib/presenters/dashboards";

export type AdminDashboardData = ShownAdminDashboard;
/** A card with the dashboard's partner names, as the card, its dialogs and the transaction form read them. */
export type AdminCardData = AdminDashboardData["supervisorCards"][number] & { partenaires: Record<string, string> };
/** A supervisor's account tool chosen in his card's menu. */
export type ToolTarget = { kind: "set" | "create"; card: AdminCardData };
/** Closing or reopening a supervisor's day: the day shown when it was chosen. */
export type DayAction = { kind: "close" | "reopen"; card: AdminCardData; date: string };
