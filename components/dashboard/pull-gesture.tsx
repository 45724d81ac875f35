"use client";

// Pull-to-refresh's gesture (./pull-to-refresh.tsx loads it): dragging down from the top of the page by 70 px
// refreshes; the arrow above the page follows the finger.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { RefreshCw } from "lucide-react";

const THRESHOLD = 70;

export function PullGesture({ onRefresh }: { onRefresh: () => void }) {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  // the page's latest onRefresh, called at the finger's release by the window's listeners, which are added once
  const refresh = useEffectEvent(onRefresh);
  const pullRef = useRef(0);

  useEffect(() => {
    const down = (e: TouchEvent) => {
      start.current = window.scrollY <= 0 ? e.touches[0]!.clientY : null;
    };
    const move = (e: TouchEvent) => {
      if (start.current === null) return;
      const distance = Math.max(0, Math.min(120, e.touches[0]!.clientY - start.current));
      pullRef.current = distance;
      setPull(distance);
    };
    const up = () => {
      if (start.current !== null && pullRef.current >= THRESHOLD) refresh();
      start.current = null;
      pullRef.current = 0;
      setPull(0);
    };
    window.addEventListener("touchstart", down, { passive: true });
    window.addEventListener("touchmove", move, { passive: true });
    window.addEventListener("touchend", up);
    return () => {
      window.removeEventListener("touchstart", down);
      window.removeEventListener("touchmove", move);
      window.removeEventListener("touchend", up);
    };
  }, []);

  return (
    <div
      data-testid="pull-gesture"
      aria-hidden={pull === 0}
      className="pointer-events-none flex justify-center overflow-hidden text-muted-foreground transition-[height]"
      style={{ height: pull ? Math.min(pull, THRESHOLD) : 0 }}
    >
      <RefreshCw className="mt-2 size-5" style={{ transform: `rotate(${pull * 3}deg)`, opacity: pull >= THRESHOLD ? 1 : 0.5 }} />
    </div>
  );
}
