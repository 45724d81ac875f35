// Who is the client: IP addresses parsed and written one way, TRUST_PROXY read, and the client's address
// resolved from the socket and the X-Forwarded-For hops that a declared proxy added. Pure: the server
// (lib/server/http.ts) calls it with the socket's address and the header it received.
//
// X-Forwarded-For is read from the right: each proxy appends the address it saw. Starting from the
// socket, while the address at hand is a trusted proxy, the next hop to the left is the one that proxy
// added; the first address that is not a trusted proxy is the client. Whatever the client wrote itself
// sits further left and is never reached (unless the client is itself a trusted proxy).

export interface IpAddress {
  version: 4 | 6;
  /** 4 or 16 bytes */
  bytes: number[];
}

export interface IpRange {
  address: IpAddress;
  prefix: number;
}

export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; ranges: IpRange[] };

/** Hops believed at most with a count, and X-Forwarded-For entries read at most with a list. */
export const MAX_TRUSTED_HOPS = 10;
const MAX_FORWARDED_ENTRIES = 32;

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    // no leading zero: "010" reads as octal in some tools, decimal in others
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseHextets(text: string): number[] | null {
  if (text === "") return [];
  const out: number[] = [];
  for (const group of text.split(":")) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    out.push(parseInt(group, 16));
  }
  return out;
}

function parseIpv6(input: string): number[] | null {
  let text = input;
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone); // fe80::1%eth0: the zone names a local interface, not a client
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".", lastColon)) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (!v4) return null;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    text = text.slice(0, lastColon + 1) + "0:0"; // two placeholder groups, replaced below
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  let groups: number[];
  if (halves.length === 2) {
    const head = parseHextets(halves[0]!);
    const rest = parseHextets(halves[1]!);
    if (!head || !rest) return null;
    const fill = 8 - head.length - rest.length;
    if (fill < 1) return null;
    groups = [...head, ...Array<number>(fill).fill(0), ...rest];
  } else {
    const all = parseHextets(text);
    if (!all || all.length !== 8) return null;
    groups = all;
  }
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

/** An IPv4 or IPv6 address, or null. IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address it carries. */
export function parseIp(input: string): IpAddress | null {
  const text = input.trim();
  if (!text || text.length > 64) return null;
  if (!text.includes(":")) {
    const bytes = parseIpv4(text);
    return bytes ? { version: 4, bytes } : null;
  }
  const bytes = parseIpv6(text);
  if (!bytes) return null;
  const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? { version: 4, bytes: bytes.slice(12) } : { version: 6, bytes };
}

/** One spelling per address: dotted IPv4, RFC 5952 IPv6 (lower case, the longest run of zeros as ::). */
export function formatIp(ip: IpAddress): string {
  if (ip.version === 4) return ip.bytes.join(".");
  const groups = Array.from({ length: 8 }, (_, i) => (ip.bytes[2 * i]! << 8) | ip.bytes[2 * i + 1]!);
  let bestStart = -1;
  let bestLength = 1; // a single zero group is not shortened
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

/** The canonical spelling of an address, or null if it is not one. */
export function normalizeIp(input: string): string | null {
  const ip = parseIp(input);
  return ip ? formatIp(ip) : null;
}

/** "10.0.0.0/8", "2001:db8::/32", or one address (its whole length). */
export function parseRange(input: string): IpRange | null {
  const [addressText, prefixText, extra] = input.trim().split("/");
  if (extra !== undefined || addressText === undefined) return null;
  const address = parseIp(addressText);
  if (!address) return null;
  const max = address.version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max };
  if (!/^[0-9]{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  // a mapped IPv6 range (::ffff:10.0.0.0/104) becomes the IPv4 range it covers
  const mappedShift = address.version === 4 && addressText.includes(":") ? 96 : 0;
  if (prefix < mappedShift || prefix - mappedShift > max) return null;
  return { address, prefix: prefix - mappedShift };
}

export function inRange(ip: IpAddress, range: IpRange): boolean {
  if (ip.version !== range.address.version) return false;
  let bits = range.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((ip.bytes[i]! & mask) !== (range.address.bytes[i]! & mask)) return false;
  }
  return true;
}

/** Names for the usual proxy locations, as in Express's `trust proxy`. */
export const RANGE_NAMES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

/**
 * TRUST_PROXY: unset or empty (trust no proxy), a hop count (`1`: the proxy in front of the app), or a
 * comma-separated list of proxy addresses, ranges (CIDR) and names (loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const text = raw?.trim() ?? "";
  if (text === "" || text === "0") return { ok: true, value: { kind: "none" } };
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUSTED_HOPS) return { ok: false, message: `au plus ${MAX_TRUSTED_HOPS} proxys (nombre de sauts)` };
    return { ok: true, value: { kind: "hops", hops } };
  }
  const ranges: IpRange[] = [];
  for (const item of text.split(",").map((s) => s.trim())) {
    const named = RANGE_NAMES[item.toLowerCase()];
    if (named) {
      ranges.push(...named.map((r) => parseRange(r)!));
      continue;
    }
    const range = parseRange(item);
    if (!range) {
      return {
        ok: false,
        message: `« ${item.slice(0, 60)} » n'est ni une adresse IP, ni une plage CIDR, ni loopback/linklocal/uniquelocal (ex. 1, ou 127.0.0.1,10.0.0.0/8)`,
      };
    }
    ranges.push(range);
  }
  return { ok: true, value: { kind: "list", ranges } };
}

/** One X-Forwarded-For entry: an address, possibly with a port ("1.2.3.4:5678", "[2001:db8::1]:443"). */
function parseForwardedEntry(entry: string): IpAddress | null {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::[0-9]{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[0-9.]+:[0-9]{1,5}$/.test(text)) text = text.slice(0, text.indexOf(":"));
  return parseIp(text);
}

function isTrusted(ip: IpAddress, hop: number, trust: Exclude<TrustProxy, { kind: "none" }>): boolean {
  return trust.kind === "hops" ? hop < trust.hops : trust.ranges.some((range) => inRange(ip, range));
}

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the hop it added (and so
 * on while the hops are trusted proxies). Null only when the socket has no IP address.
 * `forwardedFor`: every X-Forwarded-For header received, in order.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustProxy): string | null {
  const socket = socketAddress ? parseIp(socketAddress) : null;
  if (!socket) return null;
  if (trust.kind === "none") return formatIp(socket);
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  // right to left: the nearest hop first
  const hops = header.split(",").reverse().slice(0, MAX_FORWARDED_ENTRIES);
  let current = socket;
  for (let hop = 0; hop < hops.length; hop++) {
    if (!isTrusted(current, hop, trust)) break;
    const next = parseForwardedEntry(hops[hop]!);
    // no hop added, or not an address: the trusted proxy did not say who it served
    if (!next) break;
    current = next;
  }
  return formatIp(current);
}

/**
 * The key under which per-address limits count: an IPv4 address, or an IPv6 address's /64 (one
 * subscriber usually holds a whole /64, and could otherwise hop between its addresses at will).
 */
export function addressLimitKey(address: string): string {
  const ip = parseIp(address);
  if (!ip) return address;
  if (ip.version === 4) return formatIp(ip);
  return `${formatIp({ version: 6, bytes: [...ip.bytes.slice(0, 8), ...Array<number>(8).fill(0)] })}/64`;
}
