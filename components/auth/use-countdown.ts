"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a moment, ticking once a second; `start(seconds)` sets a new moment. Counted from the
 * clock, not by adding up ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(initialSeconds: number): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + Math.max(0, initialSeconds) * 1000);
  const [remaining, setRemaining] = useState(Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + Math.max(0, seconds) * 1000), []);
  return { remaining, start };
}
