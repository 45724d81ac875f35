// What the GR trend's parts share: one day of the chart.
import type { DayStatus } from "@/lib/domain/day-close";

export interface ChartPoint {
  day: string;
  debutTotal: number;
  sortieTotal: number;
  grTotal: number;
  status: DayStatus;
}
