// The pages' policy and the headers of every answer (e2e/security.spec.ts checks them on the running app).
import nextConfig from "@/next.config";
import { API_HEADERS, COMMON_HEADERS, contentSecurityPolicy, newNonce } from "@/lib/api/security-headers";

const directives = (policy: string) =>
  new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy("abc123=="));

  it("runs only the app's scripts that carry this request's nonce, or that they load", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("names no foreign origin, allows no framing and posts forms only to the app", () => {
    for (const [name, values] of policy) {
      for (const value of values) expect([`'self'`, `'none'`, `'unsafe-inline'`, "data:", "blob:", `'nonce-abc123=='`, `'strict-dynamic'`]).toContain(value);
      if (name !== "style-src") expect(values).not.toContain("'unsafe-inline'");
    }
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("allows eval only for React's development build", () => {
    expect(contentSecurityPolicy("n").includes("unsafe-eval")).toBe(false);
    expect(directives(contentSecurityPolicy("n", { dev: true })).get("script-src")).toContain("'unsafe-eval'");
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("next.config headers", () => {
  it("sends the common headers everywhere and no-store on /api, with no X-Powered-By", async () => {
    const rules = await nextConfig.headers!();
    const everywhere = rules.find((r) => r.source === "/:path*")!;
    const api = rules.find((r) => r.source === "/api/:path*")!;
    expect(everywhere.headers).toEqual(COMMON_HEADERS);
    expect(api.headers).toEqual(API_HEADERS);
    const names = new Map(COMMON_HEADERS.concat(API_HEADERS).map((x) => [x.key, x.value]));
    expect(names.get("X-Content-Type-Options")).toBe("nosniff");
    expect(names.get("Cache-Control")).toBe("no-store");
    expect(names.get("Referrer-Policy")).toBe("same-origin");
    expect(names.get("Permissions-Policy")).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});
