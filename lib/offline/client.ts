// Everything of the offline features that the pages ask for after their first load, in one module and so one
// chunk: the dashboards' panel (which starts the rest: service worker, sending), their kept answers, the queue's
// store, logout.
export { sendPending, startOffline } from "./start";
export { keepAnswer, keptAnswer } from "./dashboard-views";
export { forgetOfflineData, queueStore, subscribe } from "./idb";
export { logoutAsking } from "@/components/offline/logout-flow";
export { default as OfflinePanel } from "@/components/offline/offline-panel";
