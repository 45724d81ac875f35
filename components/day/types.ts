// What the day's parts share: the state of a supervisor's day (the server's), and a line acted on.
import type { LineType } from "@/lib/domain/constants";

export type { DayInfo } from "@/lib/services/ledger/closing";

export interface LineActionTarget {
  supervisorId: string;
  supervisorName: string;
  lineType: LineType;
  accountKey: string;
  value: number;
  /** a partner line's name (the dashboards' `partenaires`); account types are named by their key */
  name?: string;
}
