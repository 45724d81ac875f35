// Reading a partner line's key (partners.ts says how keys are made): its own module, re-exported by
// partners.ts, so that the dashboards' first load (line-display.ts's accountKeyInfo) does not carry the name
// folding tables nor input.ts's text rules (first-load bytes).
import { PARTNER_KEY_PREFIX } from "./constants";
import { isUuid } from "./uuid";

/** The registered partner's id of a line key, or null (an account type, or a free partner's line). */
export function partnerIdOfKey(accountKey: string): string | null {
  if (!accountKey.startsWith(PARTNER_KEY_PREFIX)) return null;
  const rest = accountKey.slice(PARTNER_KEY_PREFIX.length);
  return isUuid(rest) ? rest : null;
}

/** Display names of partner lines, by line key (the dashboards answer them beside the keys). */
export type PartnerNames = Record<string, string>;
