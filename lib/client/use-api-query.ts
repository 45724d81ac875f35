"use client";

// How a screen reads the API: one answer per key (the address and filters it reads), the newest key's only. An
// answer to a key no longer wanted is dropped (the effect of that key was cleaned up), so a slow answer to old
// filters never replaces the new ones'. A failure is kept for its key with the server's words (an ended session
// leaves for /auth instead), while that key is asked again too: a retry does not make the error block flicker
// away (lib/client/load-view.ts); the data of the key before stays until the new one answers, each screen choosing
// whether to show it (`dataKey`). The key is asked again by `reload()` (after a write, on "Actualiser") and when
// the network comes back. Written here rather than taken from SWR or TanStack Query: docs/decisions/0114-un-seul-hook-de-donnees.md.
import { useCallback, useEffect, useRef, useState } from "react";
import { userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "./expired";

export interface QueryOptions<T> {
  /**
   * what the page's server render holds for `key`: its answer, shown at once and not asked again; or the failure it
   * met (`data` null), shown while the browser asks once more
   */
  initial?: { key: string; data: T | null; error?: string | null } | null;
  /** an answer arrived for the key wanted (the screen writes its address, keeps a copy…) */
  onData?: (data: T, key: string) => void;
  /** a failure for the key wanted, ended sessions apart (the screen's toast) */
  onError?: (error: unknown, key: string) => void;
}

export interface ApiQuery<T> {
  /** the newest answer, of `dataKey` */
  data: T | null;
  /** the key `data` answers: another key's while the one wanted is on its way */
  dataKey: string | null;
  /** the last failure of the key wanted, in French, kept while it is asked again */
  error: string | null;
  /** the key wanted has neither answered nor failed yet */
  loading: boolean;
  /** asks the key wanted again */
  reload: () => void;
  /** replaces the data shown (a write's answer), as the answer of the key wanted */
  mutate: (data: T) => void;
}

interface Settled<T> {
  /** `${key}#${round}`: which asking this settles */
  asked: string | null;
  dataKey: string | null;
  data: T | null;
  error: string | null;
  /** the key `error` is the failure of */
  errorKey: string | null;
}

export function useApiQuery<T>(key: string | null, fetcher: (key: string) => Promise<T>, options: QueryOptions<T> = {}): ApiQuery<T> {
  const { initial } = options;
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>(() => ({
    asked: initial && initial.data !== null ? `${initial.key}#0` : null,
    dataKey: initial && initial.data !== null ? initial.key : null,
    data: initial?.data ?? null,
    error: initial?.error ?? null,
    errorKey: initial?.error ? initial.key : null,
  }));
  const asked = key === null ? null : `${key}#${round}`;
  // the callbacks of the latest render, read when an answer comes: an effect does not restart for a new closure
  const latest = useRef({ fetcher, options, settledAsked: settled.asked, key, asked });
  useEffect(() => {
    latest.current = { fetcher, options, settledAsked: settled.asked, key, asked };
  });

  useEffect(() => {
    if (key === null || asked === latest.current.settledAsked) return;
    let live = true;
    latest.current.fetcher(key).then(
      (data) => {
        if (!live) return;
        latest.current.settledAsked = asked;
        setSettled({ asked, dataKey: key, data, error: null, errorKey: null });
        latest.current.options.onData?.(data, key);
      },
      (error: unknown) => {
        if (!live || leaveIfExpired(error)) return;
        latest.current.settledAsked = asked;
        setSettled((previous) => ({ ...previous, asked, error: userMessage(error), errorKey: key }));
        latest.current.options.onError?.(error, key);
      },
    );
    return () => {
      live = false;
    };
  }, [key, asked]);

  // the network is back: what is shown may be old, or a failure
  useEffect(() => {
    const again = () => setRound((r) => r + 1);
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, []);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  // the key wanted when it is called: a write may answer after renders that asked again
  const mutate = useCallback((data: T) => setSettled({ asked: latest.current.asked, dataKey: latest.current.key, data, error: null, errorKey: null }), []);
  return {
    data: settled.data,
    dataKey: settled.dataKey,
    error: key !== null && settled.errorKey === key ? settled.error : null,
    loading: asked !== null && settled.asked !== asked,
    reload,
    mutate,
  };
}
