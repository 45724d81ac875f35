// Everything of the offline features that the pages ask for after their first load, in one module and so one
// chunk: the dashboards' panel (which starts the rest: service worker, sending), their kept answers, the queue's
// store, logout.
export { sendPending, startOffline } from "@/lib/offline/start";
export { keepAnswer, keptAnswer } from "@/lib/offline/dashboard-views";
export { forgetOfflineData, queueStore, subscribe } from "@/lib/offline/idb";
export { logoutAsking } from "./logout-flow";
export { default as OfflinePanel } from "./offline-panel";
