// The state of a supervisor's day on the dashboards: which GR is provisional, and the parts that show
// the state (./day-state-parts, their words in ./day-state-text), loaded after the page (their HTML comes with
// the server's render) so that the dashboards' first load stays small.
import { onDemand } from "@/components/ui/lazy-parts";
export { isProvisional } from "./provisional";

// The parts, each in its own Suspense (nothing shows until their chunk is there, which the server's HTML
// already holds at hydration). Pure calls: a page keeps only the parts it uses.
const parts = () => import("./day-state-parts");
export const ProvisionalMark = /*#__PURE__*/ onDemand(() => parts().then((m) => m.ProvisionalMark));
export const DayStateStrip = /*#__PURE__*/ onDemand(() => parts().then((m) => m.DayStateStrip));
export const GlobalMissingFins = /*#__PURE__*/ onDemand(() => parts().then((m) => m.GlobalMissingFins));
export const DayCounts = /*#__PURE__*/ onDemand(() => parts().then((m) => m.DayCounts));
export const ClosedNotice = /*#__PURE__*/ onDemand(() => parts().then((m) => m.ClosedNotice));
export const SupervisorDayBar = /*#__PURE__*/ onDemand(() => parts().then((m) => m.SupervisorDayBar));
