// The dashboards' answers kept on the device (components/dashboard/use-dashboard.ts), out of the pages' first
// load: each answer is kept for its user and its view (endpoint and period); a load that gets no answer
// shows the newest copy, the one kept or the page's own first render, with its time.
import { readView, saveView, type SavedView } from "./idb";

export interface ViewChoice {
  period: string;
  date?: string;
}

const viewKey = (endpoint: string, c: ViewChoice) => `${endpoint}?${c.period}${c.period === "custom" ? `=${c.date ?? ""}` : ""}`;

export function keepAnswer(userId: string, endpoint: string, choice: ViewChoice, data: unknown, at?: number) {
  return saveView(userId, viewKey(endpoint, choice), data, at);
}

/** The newest copy of that view: the one kept, or `first` (the page's first render, for today's view). */
export async function keptAnswer<T>(userId: string, endpoint: string, choice: ViewChoice, first: SavedView<T> | null): Promise<SavedView<T> | null> {
  const kept = await readView<T>(userId, viewKey(endpoint, choice));
  const candidate = choice.period === "today" ? first : null;
  return kept && (!candidate || kept.savedAt >= candidate.savedAt) ? kept : candidate;
}
