import {
  addressLimitKey,
  formatIp,
  inRange,
  normalizeIp,
  parseIp,
  parseRange,
  parseTrustProxy,
  resolveClientAddress,
  type TrustProxy,
} from "@/lib/domain/client-address";

const trust = (raw: string): TrustProxy => {
  const parsed = parseTrustProxy(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe("IP addresses", () => {
  it("reads IPv4 strictly", () => {
    expect(normalizeIp("192.168.1.20")).toBe("192.168.1.20");
    expect(normalizeIp(" 10.0.0.1 ")).toBe("10.0.0.1");
    for (const bad of ["256.1.1.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.-4", "a.b.c.d", "", "1..2.3", "1.2.3.4 5"]) {
      expect(normalizeIp(bad)).toBeNull();
    }
  });

  it("reads IPv6 in every spelling and writes it one way (RFC 5952)", () => {
    expect(normalizeIp("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(normalizeIp("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeIp("::1")).toBe("::1");
    expect(normalizeIp("::")).toBe("::");
    expect(normalizeIp("1::")).toBe("1::");
    expect(normalizeIp("2001:db8:0:1:0:0:0:1")).toBe("2001:db8:0:1::1"); // the longest run of zeros
    expect(normalizeIp("2001:0:0:1:0:0:0:1")).toBe("2001:0:0:1::1");
    expect(normalizeIp("2001:0:0:1:1:0:0:1")).toBe("2001::1:1:0:0:1"); // a tie: the first run
    expect(normalizeIp("2001:db8:1:1:1:1:0:1")).toBe("2001:db8:1:1:1:1:0:1"); // one zero group stays
    expect(normalizeIp("1:2:3:4:5:6:7:8")).toBe("1:2:3:4:5:6:7:8");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("64:ff9b::192.0.2.33")).toBe("64:ff9b::c000:221");
    for (const bad of ["1:2:3:4:5:6:7:8:9", "1::2::3", "12345::1", "g::1", "1:2:3:4:5:6:7::8", ":1::", "1:2", "::1.2.3", "::ffff:1.2.3.256", "x".repeat(70)]) {
      expect(normalizeIp(bad)).toBeNull();
    }
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address it carries", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeIp("::FFFF:7f00:1")).toBe("127.0.0.1");
    expect(parseIp("::ffff:10.1.2.3")).toEqual({ version: 4, bytes: [10, 1, 2, 3] });
  });

  it("formats what it parsed", () => {
    expect(formatIp({ version: 4, bytes: [1, 2, 3, 4] })).toBe("1.2.3.4");
    expect(formatIp({ version: 6, bytes: Array(16).fill(0) })).toBe("::");
  });
});

describe("ranges", () => {
  it("matches CIDR ranges of either family, not across families", () => {
    const ten = parseRange("10.0.0.0/8")!;
    expect(inRange(parseIp("10.200.3.4")!, ten)).toBe(true);
    expect(inRange(parseIp("11.0.0.1")!, ten)).toBe(false);
    expect(inRange(parseIp("::ffff:10.0.0.1")!, ten)).toBe(true);
    expect(inRange(parseIp("2001:db8::1")!, ten)).toBe(false);
    const twelve = parseRange("172.16.0.0/12")!;
    expect(inRange(parseIp("172.31.255.255")!, twelve)).toBe(true);
    expect(inRange(parseIp("172.32.0.1")!, twelve)).toBe(false);
    const v6 = parseRange("2001:db8::/33")!;
    expect(inRange(parseIp("2001:db8:7fff::1")!, v6)).toBe(true);
    expect(inRange(parseIp("2001:db8:8000::1")!, v6)).toBe(false);
    expect(inRange(parseIp("1.2.3.4")!, parseRange("0.0.0.0/0")!)).toBe(true);
  });

  it("reads one address as its whole length, and a mapped range as IPv4", () => {
    expect(parseRange("192.0.2.7")).toEqual({ address: { version: 4, bytes: [192, 0, 2, 7] }, prefix: 32 });
    expect(parseRange("::1")!.prefix).toBe(128);
    expect(parseRange("::ffff:10.0.0.0/104")).toEqual({ address: { version: 4, bytes: [10, 0, 0, 0] }, prefix: 8 });
  });

  it("refuses malformed ranges", () => {
    for (const bad of ["10.0.0.0/33", "10.0.0.0/", "10.0.0.0/8/1", "10.0.0.0/-1", "::/129", "::ffff:10.0.0.0/95", "nope/8", "10.0.0.0/1000"]) {
      expect(parseRange(bad)).toBeNull();
    }
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset, empty or 0", () => {
    for (const raw of [undefined, "", "  ", "0"]) expect(parseTrustProxy(raw)).toEqual({ ok: true, value: { kind: "none" } });
  });

  it("reads a hop count, at most 10", () => {
    expect(parseTrustProxy("2")).toEqual({ ok: true, value: { kind: "hops", hops: 2 } });
    const tooMany = parseTrustProxy("11");
    expect(tooMany.ok).toBe(false);
    expect(!tooMany.ok && tooMany.message).toMatch(/au plus 10/);
  });

  it("reads a list of addresses, ranges and names", () => {
    const parsed = trust("loopback, 10.0.0.0/8,2001:db8::5");
    expect(parsed.kind).toBe("list");
    const ranges = parsed.kind === "list" ? parsed.ranges : [];
    expect(ranges).toHaveLength(4);
    expect(trust("LinkLocal,uniquelocal").kind).toBe("list");
  });

  it("refuses anything else with a French message naming the item", () => {
    for (const raw of ["true", "yes", "10.0.0.0/8,proxy.local", "1.2.3.4/40", "-1"]) {
      const parsed = parseTrustProxy(raw);
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.message).toMatch(/n'est ni une adresse IP/);
    }
  });
});

describe("resolveClientAddress", () => {
  it("believes no header without a trusted proxy: the socket is the client", () => {
    const none = trust("");
    expect(resolveClientAddress("203.0.113.9", "1.1.1.1", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:127.0.0.1", "1.1.1.1, 2.2.2.2", none)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, "1.1.1.1", none)).toBeNull();
    expect(resolveClientAddress("not-an-ip", undefined, none)).toBeNull();
  });

  it("with one hop, takes only the entry the proxy added (the rightmost)", () => {
    const one = trust("1");
    // the client wrote "6.6.6.6" itself; the proxy appended the address it saw
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7", one)).toBe("198.51.100.7");
    expect(resolveClientAddress("127.0.0.1", ["6.6.6.6", "198.51.100.7"], one)).toBe("198.51.100.7");
    // no header: the request came from the proxy itself
    expect(resolveClientAddress("127.0.0.1", undefined, one)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "", one)).toBe("127.0.0.1");
  });

  it("with two hops, the entry the first proxy added", () => {
    const two = trust("2");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", two)).toBe("198.51.100.7");
    // fewer entries than hops: the farthest one given
    expect(resolveClientAddress("10.0.0.2", "198.51.100.7", two)).toBe("198.51.100.7");
  });

  it("with a list, walks left while the address is a trusted proxy", () => {
    const list = trust("10.0.0.0/8");
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", list)).toBe("198.51.100.7");
    // a socket that is not a declared proxy: its header is not believed
    expect(resolveClientAddress("198.51.100.50", "10.0.0.1, 1.2.3.4", list)).toBe("198.51.100.50");
    // the proxies are the whole chain: the farthest
    expect(resolveClientAddress("10.0.0.2", "10.0.0.1", list)).toBe("10.0.0.1");
  });

  it("stops at an entry that is not an address: the last trusted hop answered for itself", () => {
    expect(resolveClientAddress("127.0.0.1", "unknown", trust("1"))).toBe("127.0.0.1");
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, <script>, 10.0.0.1", trust("10.0.0.0/8"))).toBe("10.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "1.2.3.4,,", trust("1"))).toBe("127.0.0.1");
  });

  it("reads ports and brackets, and writes one spelling", () => {
    const one = trust("1");
    expect(resolveClientAddress("127.0.0.1", "198.51.100.7:5123", one)).toBe("198.51.100.7");
    expect(resolveClientAddress("127.0.0.1", "[2001:DB8::0:7]:443", one)).toBe("2001:db8::7");
    expect(resolveClientAddress("127.0.0.1", "[2001:db8::7]", one)).toBe("2001:db8::7");
    expect(resolveClientAddress("::1", "2001:0db8:0000::7", trust("loopback"))).toBe("2001:db8::7");
  });

  it("reads a bounded number of entries from an endless header", () => {
    const header = Array.from({ length: 10_000 }, () => "10.0.0.1").join(",");
    expect(resolveClientAddress("10.0.0.2", header, trust("10.0.0.0/8"))).toBe("10.0.0.1");
  });
});

describe("addressLimitKey", () => {
  it("counts IPv4 per address and IPv6 per /64", () => {
    expect(addressLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressLimitKey("2001:db8:1:2::1")).toBe(addressLimitKey("2001:db8:1:2:ffff::9"));
    expect(addressLimitKey("2001:db8:1:3::1")).not.toBe(addressLimitKey("2001:db8:1:2::1"));
    expect(addressLimitKey("odd")).toBe("odd");
  });
});
