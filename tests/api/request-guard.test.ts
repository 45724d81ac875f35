// The request guard's rules on their own (tests/api/csrf.db.test.ts runs them through real routes).
import {
  appOrigins,
  assertJsonContentType,
  assertSameOrigin,
  assertTypedBody,
  hasBearer,
  hasSessionCookie,
  isForeignWrite,
  isSameOriginCall,
  mediaType,
  needsSameOrigin,
} from "@/lib/api/request-guard";

const h = (init: Record<string, string>) => new Headers(init);
const APP = new URL("http://127.0.0.1:3000/api/users/create");

describe("appOrigins", () => {
  it("is NEXTAUTH_URL's origin alone when it is set, whatever the request says", () => {
    expect(appOrigins(h({ host: "10.0.0.5:3000" }), APP, "https://caisse.example.org/chemin")).toEqual(["https://caisse.example.org"]);
  });

  it("is the request's scheme and Host otherwise, or the host a proxy forwarded", () => {
    expect(appOrigins(h({ host: "localhost:3000", "x-forwarded-proto": "http" }), APP)).toEqual(["http://localhost:3000"]);
    expect(appOrigins(h({ host: "127.0.0.1:3000", "x-forwarded-host": "caisse.example.org, proxy.local", "x-forwarded-proto": "https,http" }), APP)).toEqual([
      "https://127.0.0.1:3000",
      "https://caisse.example.org",
    ]);
  });

  it("drops a default port and lower-cases the host, as browsers write Origin", () => {
    expect(appOrigins(h({ host: "Caisse.Example.org:443", "x-forwarded-proto": "https" }), APP)).toEqual(["https://caisse.example.org"]);
  });

  it("falls back on the URL Next.js built when there is no Host (and ignores a NEXTAUTH_URL that is not http)", () => {
    expect(appOrigins(h({}), APP, "ftp://x")).toEqual(["http://127.0.0.1:3000"]);
    expect(appOrigins(h({}), APP, "pas une url")).toEqual(["http://127.0.0.1:3000"]);
  });

  it("ignores a host that makes no URL", () => {
    expect(appOrigins(h({ host: "a b" }), APP)).toEqual([]);
  });
});

describe("isSameOriginCall", () => {
  const origins = ["http://127.0.0.1:3000"];
  it("accepts Sec-Fetch-Site: same-origin, or an Origin among the app's", () => {
    expect(isSameOriginCall(h({ "sec-fetch-site": "same-origin" }), origins)).toBe(true);
    expect(isSameOriginCall(h({ origin: "http://127.0.0.1:3000" }), origins)).toBe(true);
  });

  it("refuses another port, another scheme, 'null', a same-site fetch, or nothing at all", () => {
    const refused: Record<string, string>[] = [
      { origin: "http://127.0.0.1:4000" },
      { origin: "https://127.0.0.1:3000" },
      { origin: "null" },
      { origin: "http://127.0.0.1:4000", "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of refused) {
      expect(isSameOriginCall(h(headers), origins)).toBe(false);
    }
  });
});

describe("needsSameOrigin", () => {
  it("applies to a session cookie (either name, chunked too) or to any browser-sent call without Bearer", () => {
    expect(needsSameOrigin(h({ cookie: "next-auth.session-token=abc" }))).toBe(true);
    expect(needsSameOrigin(h({ cookie: "sidebar_state=true; __Secure-next-auth.session-token.0=abc" }))).toBe(true);
    expect(needsSameOrigin(h({ origin: "http://x" }))).toBe(true);
    expect(needsSameOrigin(h({ "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("leaves out Bearer calls and calls with neither a session cookie nor browser headers", () => {
    expect(needsSameOrigin(h({ authorization: "Bearer abc", cookie: "next-auth.session-token=abc", origin: "http://x" }))).toBe(false);
    expect(needsSameOrigin(h({ cookie: "sidebar_state=true; my-next-auth.session-token=x" }))).toBe(false);
    expect(needsSameOrigin(h({}))).toBe(false);
  });

  it("recognises the cookie and the Bearer scheme exactly", () => {
    expect(hasSessionCookie(h({ cookie: "next-auth.session-token.x=1" }))).toBe(false);
    expect(hasBearer(h({ authorization: "Bearer " }))).toBe(false);
    expect(hasBearer(h({ authorization: "Basic abc" }))).toBe(false);
    expect(hasBearer(h({ authorization: "bearer abc" }))).toBe(true);
  });
});

describe("assertSameOrigin", () => {
  const origins = jest.fn(() => ["http://127.0.0.1:3000"]);
  beforeEach(() => origins.mockClear());

  it("throws FORBIDDEN_ORIGIN (403) for a state-changing cookie call from elsewhere", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(() => assertSameOrigin(method, h({ cookie: "next-auth.session-token=a", origin: "http://127.0.0.1:4000" }), origins)).toThrow(
        expect.objectContaining({ code: "FORBIDDEN_ORIGIN", status: 403 }),
      );
    }
  });

  it("lets reads through without even computing the origins", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(() => assertSameOrigin(method, h({ cookie: "next-auth.session-token=a", origin: "http://evil" }), origins)).not.toThrow();
    }
    expect(() => assertSameOrigin("POST", h({ authorization: "Bearer x" }), origins)).not.toThrow();
    expect(origins).not.toHaveBeenCalled();
  });

  it("lets a same-origin call through", () => {
    expect(() => assertSameOrigin("POST", h({ cookie: "next-auth.session-token=a", origin: "http://127.0.0.1:3000" }), origins)).not.toThrow();
  });
});

describe("isForeignWrite (what proxy.ts refuses on next-auth's endpoints)", () => {
  const origins = () => ["http://127.0.0.1:3000"];
  it("is a browser's write from another origin, with or without the session cookie", () => {
    expect(isForeignWrite("POST", h({ origin: "http://127.0.0.1:4000", "sec-fetch-site": "same-site" }), origins)).toBe(true);
    expect(isForeignWrite("POST", h({ cookie: "next-auth.session-token=a" }), origins)).toBe(true);
  });

  it("is not a same-origin write, a read, nor a call from a client that is no browser", () => {
    expect(isForeignWrite("POST", h({ origin: "http://127.0.0.1:3000" }), origins)).toBe(false);
    expect(isForeignWrite("GET", h({ origin: "http://evil" }), origins)).toBe(false);
    expect(isForeignWrite("PUT", h({}), origins)).toBe(false);
  });
});

describe("JSON bodies", () => {
  it("reads the media type without its parameters", () => {
    expect(mediaType("Application/JSON; charset=utf-8")).toBe("application/json");
    expect(mediaType(null)).toBeNull();
    expect(mediaType(" ")).toBeNull();
  });

  it("refuses any declared type but application/json on a state-changing call, with 415", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", "text/json"]) {
      expect(() => assertJsonContentType("POST", h({ "content-type": type }))).toThrow(expect.objectContaining({ code: "UNSUPPORTED_MEDIA_TYPE", status: 415 }));
    }
    expect(() => assertJsonContentType("PUT", h({ "content-type": "application/json; charset=UTF-8" }))).not.toThrow();
    expect(() => assertJsonContentType("PATCH", h({}))).not.toThrow();
    expect(() => assertJsonContentType("GET", h({ "content-type": "text/plain" }))).not.toThrow();
  });

  it("refuses a body sent without any type, not an empty one", () => {
    expect(() => assertTypedBody(h({}), '{"a":1}')).toThrow(expect.objectContaining({ code: "UNSUPPORTED_MEDIA_TYPE" }));
    expect(() => assertTypedBody(h({}), "  ")).not.toThrow();
    expect(() => assertTypedBody(h({ "content-type": "application/json" }), '{"a":1}')).not.toThrow();
  });
});
