import { api, apiFetch, RETRY, TIMEOUTS } from "@/lib/api-client";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("api client", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it("answers the envelope's data and sends JSON with the query", async () => {
    const fetchMock = jest.fn().mockResolvedValue(json(200, { success: true, message: "OK", data: { a: 1 } }));
    global.fetch = fetchMock;
    await expect(api("/api/x", { method: "POST", body: { b: 2 }, query: { period: "today", empty: "", n: undefined } })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/x?period=today");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"b":2}');
    expect(init.headers["Content-Type"]).toBe("application/json");
  });

  it("maps an error answer with the server's message and code", async () => {
    global.fetch = jest.fn().mockResolvedValue(json(400, { success: false, message: "Solde non nul", code: "USER_HAS_BALANCE" }));
    await expect(api("/api/x", { method: "DELETE", retry: false })).rejects.toMatchObject({
      code: "UNKNOWN_ERROR",
      serverCode: "USER_HAS_BALANCE",
      message: "Solde non nul",
      status: 400,
    });
  });

  it("retries a GET 3 times on network failure, waiting 1 s then 2 s", async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    global.fetch = fetchMock;
    const pending = apiFetch("/api/x").catch((e) => e);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY.delayMs * RETRY.factor);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((await pending).code).toBe("NETWORK_ERROR");
  });

  it("does not retry a POST without an Idempotency-Key, nor a 4xx", async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError("offline"));
    global.fetch = fetchMock;
    await expect(api("/api/x", { method: "POST", body: {} })).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const notFound = jest.fn().mockResolvedValue(json(404, { success: false, message: "x" }));
    global.fetch = notFound;
    await expect(api("/api/x")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it("retries a POST that carries an Idempotency-Key, and a 503", async () => {
    jest.useFakeTimers();
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json(503, { success: false, message: "busy" }))
      .mockResolvedValueOnce(json(200, { success: true, message: "OK", data: 7 }));
    global.fetch = fetchMock;
    const pending = api("/api/x", { method: "POST", body: {}, headers: { "Idempotency-Key": "k1" } });
    await jest.advanceTimersByTimeAsync(RETRY.delayMs);
    await expect(pending).resolves.toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("times out after SPEC §9's 30 s, 60 s for uploads and 120 s for downloads", async () => {
    expect(TIMEOUTS).toEqual({ default: 30_000, upload: 60_000, download: 120_000 });
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    ) as unknown as typeof fetch;
    const pending = apiFetch("/api/file", { kind: "download", retry: false }).catch((e) => e);
    await jest.advanceTimersByTimeAsync(119_999);
    await jest.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe("TIMEOUT_ERROR");
  });

  it("treats an unsuccessful envelope on 200 as an error", async () => {
    global.fetch = jest.fn().mockResolvedValue(json(200, { success: false, message: "Refusé" }));
    await expect(api("/api/x")).rejects.toMatchObject({ message: "Refusé" });
  });
});
