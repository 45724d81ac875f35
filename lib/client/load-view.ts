// What a page shows for data loaded from the server (docs/decisions/0021-echecs-chargement.md): the empty state
// is for an answer with nothing in it, never for an answer that did not come.
//   loading - nothing shown yet, a first load under way
//   failed  - nothing to show and the last load failed (or none could be made): the error block and Réessayer
//   stale   - the last load failed but an earlier answer for the same request is still shown, under a banner
//   ready   - the server's answer (perhaps empty: the page says so with its empty state)
export type LoadView = "loading" | "failed" | "stale" | "ready";

export function loadView(state: { hasData: boolean; error: string | null; loading: boolean }): LoadView {
  if (state.hasData) return state.error ? "stale" : "ready";
  // a retry after a failure keeps the error block (its button spins): the block does not flicker away
  if (state.loading && !state.error) return "loading";
  // no data and no load under way: something failed, even without a message; never "nothing to show"
  return "failed";
}
