// What the browser client sends, as the API's request guard expects it (lib/api/request-guard.ts): every
// body as JSON with its Content-Type, no Content-Type without a body, and same-origin credentials (the
// browser then adds the page's Origin to every write; e2e/security.spec.ts drives the real pages).
import { apiFetch } from "@/lib/api-client";

describe("api client requests", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("sends every body as application/json, same-origin, for every writing method", async () => {
    const fetchMock = jest.fn().mockResolvedValue(Response.json({ success: true, message: "OK", data: null }));
    global.fetch = fetchMock;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      await apiFetch("/api/x", { method, body: { a: 1 }, retry: false });
      const [, init] = fetchMock.mock.calls.at(-1)!;
      expect(init).toMatchObject({ method, body: '{"a":1}', credentials: "same-origin", headers: { "Content-Type": "application/json" } });
    }
  });

  it("sends no Content-Type when there is no body", async () => {
    const fetchMock = jest.fn().mockResolvedValue(Response.json({ success: true, message: "OK", data: null }));
    global.fetch = fetchMock;
    await apiFetch("/api/x", { method: "PATCH", retry: false });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.body).toBeUndefined();
    expect(Object.keys(init.headers).map((k) => k.toLowerCase())).not.toContain("content-type");
  });
});
