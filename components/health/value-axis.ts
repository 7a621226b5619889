import { formatMoney } from "@/lib/format/format-money";

export type ValueAxis = { domain: [number, number]; ticks: number[]; label: (value: number) => string };

/**
 * The money axis of a history chart: round ticks that cover the values, each with a different label. The charting
 * library's own ticks repeat themselves for a flat series ($33.2k five times) and its compact labels collide when
 * the values are close together, so the chart takes the ticks and their labels from here.
 */
export function valueAxis(values: number[], tickCount = 5): ValueAxis {
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 0];
  if (min === max) {
    // A flat line sits in the middle of a small band around its value.
    const pad = Math.max(Math.abs(min) * 0.05, 100);
    [min, max] = [min - pad, max + pad];
  }
  const step = Math.max(niceStep((max - min) / (tickCount - 1)), 0.01);
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks = Array.from({ length: last - first + 1 }, (_, index) => roundCents((first + index) * step));

  const compact = ticks.map((tick) => formatMoney(tick, { compact: true }));
  const labels = new Set(compact).size === ticks.length ? compact : ticks.map((tick) => formatMoney(tick));
  const byTick = new Map(ticks.map((tick, index) => [tick, labels[index]!]));
  return {
    domain: [ticks[0]!, ticks.at(-1)!],
    ticks,
    label: (value) => byTick.get(roundCents(value)) ?? formatMoney(value),
  };
}

/** 1, 2, 2.5 or 5 times a power of ten: the smallest such step not under `raw`. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw - 1e-9) ?? 10;
  return nice * magnitude;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;
