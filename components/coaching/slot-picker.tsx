"use client";

import { useMemo, useState } from "react";

import { cn } from "@/components/ui/cn";

export type Slot = { coachUserId: string; startsAt: string };

type Props = {
  slots: Slot[];
  timeZone: string;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
};

/**
 * Free times grouped by day in the member's time zone: a row of days, then that day's times. Radio semantics, so a
 * keyboard user moves with Tab and picks with Space or Enter, and a screen reader hears which time is chosen.
 */
export function SlotPicker({ slots, timeZone, selected, onSelect }: Props) {
  const days = useMemo(() => groupByDay(slots, timeZone), [slots, timeZone]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const dayKey = days.some((day) => day.key === chosenDay) ? chosenDay : (days[0]?.key ?? null);
  const day = days.find((entry) => entry.key === dayKey);

  if (days.length === 0) {
    return <p className="text-sm text-muted">No times are free in the next four weeks. Please check back soon.</p>;
  }
  return (
    <div className="grid min-w-0 gap-4">
      {/* min-w-0: a fieldset is as wide as its content by default, and the row of days scrolls instead. */}
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-ink">Day</legend>
        <div className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {days.map((entry) => (
            <button
              key={entry.key}
              type="button"
              aria-pressed={entry.key === dayKey}
              onClick={() => setChosenDay(entry.key)}
              className={cn(
                "min-w-20 shrink-0 rounded-lg border px-3 py-2 text-center text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                entry.key === dayKey ? "border-brand-700 bg-brand-700 text-white" : "border-border bg-surface text-ink hover:border-brand-600",
              )}
            >
              <span className="block font-medium">{entry.weekday}</span>
              <span className="block">{entry.date}</span>
            </button>
          ))}
        </div>
      </fieldset>
      {day ? (
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-ink">Time on {day.label}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((slot) => {
              const isSelected = selected?.startsAt === slot.startsAt;
              return (
                <label
                  key={slot.startsAt}
                  className={cn(
                    "cursor-pointer rounded-lg border px-2 py-2 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    isSelected ? "border-brand-700 bg-brand-50 font-semibold text-brand-800" : "border-border bg-surface text-ink hover:border-brand-600",
                  )}
                >
                  <input
                    type="radio"
                    name="coaching-slot"
                    value={slot.startsAt}
                    checked={isSelected}
                    onChange={() => onSelect(slot)}
                    className="sr-only"
                  />
                  {formatTime(slot.startsAt, timeZone)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

type Day = { key: string; weekday: string; date: string; label: string; slots: Slot[] };

export function groupByDay(slots: Slot[], timeZone: string): Day[] {
  const keyFormat = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const weekdayFormat = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" });
  const dateFormat = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" });
  const labelFormat = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" });
  const days = new Map<string, Day>();
  for (const slot of slots) {
    const at = new Date(slot.startsAt);
    const key = keyFormat.format(at);
    let day = days.get(key);
    if (!day) {
      day = { key, weekday: weekdayFormat.format(at), date: dateFormat.format(at), label: labelFormat.format(at), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** "Tuesday, December 1, 9:00 AM". */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}
