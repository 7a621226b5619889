"use client";

import { useEffect, useState } from "react";

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * 'View only · ends 2:40 PM (37 min left)'. When the time is up the page reloads: the server has already ended the
 * session (it checks the 60 minutes on every request), and the reload shows the coach it is over.
 */
export function CoachAccessTimeLeft({ endsAt, canEdit }: { endsAt: string; canEdit: boolean }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    const reload = window.setTimeout(() => window.location.reload(), Math.max(0, end - Date.now()) + 1_000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(reload);
    };
  }, [end]);
  const minutes = Math.max(0, Math.ceil((end - now) / 60_000));
  return (
    <span className="text-sm">
      <strong>{canEdit ? "Changes allowed" : "View only"}</strong> · ends {timeFormat.format(new Date(end))} ({minutes} min
      left)
    </span>
  );
}
