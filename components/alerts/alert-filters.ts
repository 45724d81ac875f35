// The Alertes screen's filters and how an address asks for them (/admin/alertes?supervisorId=…&status=open, the
// supervisor card's link): read on the server for the first render, written back by the screen as they change.
// Anything the address holds that is not a known value is ignored, as the list's own default.
import { ALERT_KINDS, type AlertKind } from "@/lib/domain/alerts";
import { isUuid } from "@/lib/domain/input";
import { LIST_PERIODS, type ListPeriod } from "@/lib/domain/periods";

export const ALERT_STATUS_FILTERS = ["open", "acknowledged", "all"] as const;
export type AlertStatusFilter = (typeof ALERT_STATUS_FILTERS)[number];

export interface AlertFilters {
  status: AlertStatusFilter;
  supervisorId: string;
  kind: AlertKind | "all";
  period: ListPeriod;
}

/** What the page shows with nothing in its address: the alerts still waiting for the admin, whatever their day. */
export const DEFAULT_ALERT_FILTERS: AlertFilters = { status: "open", supervisorId: "all", kind: "all", period: "all" };

export const PERIOD_LABELS: Record<ListPeriod, string> = {
  today: "Aujourd'hui",
  yesterday: "Hier",
  week: "Cette semaine",
  month: "Ce mois",
  all: "Tout",
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const among = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export function alertFiltersFrom(asked: Record<string, string | string[] | undefined>): AlertFilters {
  const status = one(asked.status);
  const supervisorId = one(asked.supervisorId);
  const kind = one(asked.kind);
  const period = one(asked.period);
  return {
    status: among(ALERT_STATUS_FILTERS, status) ? status : DEFAULT_ALERT_FILTERS.status,
    supervisorId: isUuid(supervisorId) ? supervisorId : "all",
    kind: among(ALERT_KINDS, kind) ? kind : "all",
    period: among(LIST_PERIODS, period) ? period : DEFAULT_ALERT_FILTERS.period,
  };
}

/** The address of the filters: only what differs from the defaults, so that the plain page has a plain address. */
export function alertFiltersSearch(filters: AlertFilters, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(DEFAULT_ALERT_FILTERS) as (keyof AlertFilters)[]) {
    if (filters[key] === DEFAULT_ALERT_FILTERS[key]) params.delete(key);
    else params.set(key, filters[key]);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
