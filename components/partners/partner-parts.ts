// The partners screen's parts that come after its first load: the history dialog and the frequent partners'
// tab (with the conversion), in one chunk, so that the screen adds one entry, not two, to the chunk map that
// every page's webpack runtime carries (/admin is at its 160 KB budget).
export { FrequentPartners } from "./frequent-partners";
export { PartnerHistoryDialog } from "./partner-history-dialog";
