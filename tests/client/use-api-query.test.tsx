/** @jest-environment jsdom */
// The one data hook of the screens (lib/client/use-api-query.ts): the newest key's answer only, failures in
// French for their key, an ended session left for /auth, asked again on reload and when the network is back.
import { act, renderHook } from "@testing-library/react";
import { ApiError, mapHttpError } from "@/lib/api-client";
import { useApiQuery, type QueryOptions } from "@/lib/client/use-api-query";

jest.mock("@/lib/client/expired", () => ({
  leaveIfExpired: jest.fn((error: unknown) => error instanceof Error && "code" in error && error.code === "UNAUTHORIZED"),
}));
const { leaveIfExpired } = jest.requireMock("@/lib/client/expired") as { leaveIfExpired: jest.Mock };

/** A fetcher whose answers the test gives, per call, in any order. */
function deferredFetcher() {
  const calls: { key: string; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = jest.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

const render = (fetcher: (key: string) => Promise<string>, key: string | null, options: QueryOptions<string> = {}) =>
  renderHook(({ k }: { k: string | null }) => useApiQuery(k, fetcher, options), { initialProps: { k: key } });

const settle = (fn: () => void) => act(async () => fn());

beforeEach(() => leaveIfExpired.mockClear());

it("shows the page's own answer at once and does not ask for it again", () => {
  const { fetcher } = deferredFetcher();
  const { result } = render(fetcher, "a", { initial: { key: "a", data: "A (serveur)" } });
  expect(result.current).toMatchObject({ data: "A (serveur)", dataKey: "a", loading: false, error: null });
  expect(fetcher).not.toHaveBeenCalled();
});

it("asks a new key, keeps the old answer meanwhile (its key said), then shows the new one", async () => {
  const { fetcher, calls } = deferredFetcher();
  const onData = jest.fn();
  const { result, rerender } = render(fetcher, "a", { initial: { key: "a", data: "A" }, onData });
  rerender({ k: "b" });
  expect(result.current).toMatchObject({ data: "A", dataKey: "a", loading: true });
  expect(calls.map((c) => c.key)).toEqual(["b"]);
  await settle(() => calls[0]!.resolve("B"));
  expect(result.current).toMatchObject({ data: "B", dataKey: "b", loading: false, error: null });
  expect(onData).toHaveBeenCalledWith("B", "b");
});

it("drops a late answer to a key no longer wanted, whatever the order of the answers", async () => {
  const { fetcher, calls } = deferredFetcher();
  const { result, rerender } = render(fetcher, "a");
  rerender({ k: "b" });
  await settle(() => calls[1]!.resolve("B"));
  await settle(() => calls[0]!.resolve("A, en retard"));
  expect(result.current).toMatchObject({ data: "B", dataKey: "b", loading: false });
  // a late failure of the old key says nothing either
  rerender({ k: "c" });
  rerender({ k: "d" });
  await settle(() => calls[3]!.resolve("D"));
  await settle(() => calls[2]!.reject(mapHttpError(500)));
  expect(result.current).toMatchObject({ data: "D", dataKey: "d", error: null });
});

it("keeps a failure for its key, in French, with the data of before; a new key clears it", async () => {
  const { fetcher, calls } = deferredFetcher();
  const onError = jest.fn();
  const { result, rerender } = render(fetcher, "a", { initial: { key: "a", data: "A" }, onError });
  rerender({ k: "b" });
  await settle(() => calls[0]!.reject(mapHttpError(500)));
  expect(result.current).toMatchObject({ data: "A", dataKey: "a", loading: false, error: "Erreur serveur. Veuillez réessayer plus tard." });
  expect(onError).toHaveBeenCalledWith(expect.any(ApiError), "b");
  // asked again, the key keeps its failure until it answers (the error block stays, its button spinning)
  act(() => result.current.reload());
  expect(result.current).toMatchObject({ loading: true, error: "Erreur serveur. Veuillez réessayer plus tard." });
  await settle(() => calls[1]!.resolve("B"));
  expect(result.current).toMatchObject({ data: "B", dataKey: "b", loading: false, error: null });
  rerender({ k: "c" });
  await settle(() => calls[2]!.reject(mapHttpError(404)));
  rerender({ k: "d" });
  expect(result.current).toMatchObject({ error: null, loading: true });
});

it("leaves an ended session to /auth: no error shown, no toast asked", async () => {
  const { fetcher, calls } = deferredFetcher();
  const onError = jest.fn();
  const { result } = render(fetcher, "a", { onError });
  await settle(() => calls[0]!.reject(mapHttpError(401)));
  expect(leaveIfExpired).toHaveBeenCalled();
  expect(onError).not.toHaveBeenCalled();
  expect(result.current.error).toBeNull();
});

it("asks the key again on reload and when the network comes back", async () => {
  const { fetcher, calls } = deferredFetcher();
  const { result } = render(fetcher, "a", { initial: { key: "a", data: "A" } });
  act(() => result.current.reload());
  expect(result.current.loading).toBe(true);
  await settle(() => calls[0]!.resolve("A2"));
  expect(result.current).toMatchObject({ data: "A2", loading: false });
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
  expect(calls.map((c) => c.key)).toEqual(["a", "a"]);
  await settle(() => calls[1]!.resolve("A3"));
  expect(result.current.data).toBe("A3");
});

it("shows a write's answer at once (mutate), as the key wanted's, even from a render before a reload", async () => {
  const { fetcher, calls } = deferredFetcher();
  const { result } = render(fetcher, "a", { initial: { key: "a", data: "A" } });
  act(() => result.current.mutate("A modifié"));
  expect(result.current).toMatchObject({ data: "A modifié", dataKey: "a", loading: false });
  expect(fetcher).not.toHaveBeenCalled();
  // a write started before a reload answers after it: the mutate of that older render settles the newest asking
  const olderMutate = result.current.mutate;
  act(() => result.current.reload());
  await settle(() => calls[0]!.resolve("A relu"));
  act(() => result.current.reload());
  act(() => olderMutate("A écrit"));
  expect(result.current).toMatchObject({ data: "A écrit", loading: false });
});

it("asks nothing without a key", () => {
  const { fetcher } = deferredFetcher();
  const { result } = render(fetcher, null);
  expect(result.current).toMatchObject({ data: null, loading: false, error: null });
  expect(fetcher).not.toHaveBeenCalled();
});

it("starts from the server's failure of its key, shown while the browser asks once more", async () => {
  const { fetcher, calls } = deferredFetcher();
  const { result } = render(fetcher, "a", { initial: { key: "a", data: null, error: "Impossible de charger" } });
  expect(result.current).toMatchObject({ data: null, dataKey: null, error: "Impossible de charger", loading: true });
  expect(calls.map((c) => c.key)).toEqual(["a"]);
  await settle(() => calls[0]!.resolve("A"));
  expect(result.current).toMatchObject({ data: "A", error: null, loading: false });
});
