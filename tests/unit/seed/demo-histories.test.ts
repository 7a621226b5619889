import { Prisma } from "@/lib/generated/prisma/client";
import { demoWorthPoints } from "@/prisma/seed/demo-histories";

const now = new Date("2026-03-18T15:30:00Z");
const points = demoWorthPoints({
  assetsToday: "94555.97",
  liabilitiesToday: "31880.49",
  assetsYearAgo: "82100.00",
  liabilitiesYearAgo: "36950.00",
  now,
});
const day = (date: Date) => date.toISOString().slice(0, 10);

test("covers the last twelve month-ends and every day of the current month, in order and without repeats", () => {
  const dates = points.map(({ date }) => day(date));
  expect(dates.slice(0, 12)).toEqual([
    "2025-03-31", "2025-04-30", "2025-05-31", "2025-06-30", "2025-07-31", "2025-08-31",
    "2025-09-30", "2025-10-31", "2025-11-30", "2025-12-31", "2026-01-31", "2026-02-28",
  ]);
  expect(dates.slice(12)).toEqual(Array.from({ length: 18 }, (_, i) => `2026-03-${String(i + 1).padStart(2, "0")}`));
  expect([...dates].sort()).toEqual(dates);
  expect(new Set(dates).size).toBe(dates.length);
});

test("dates are midnight UTC, as a @db.Date column stores them", () => {
  for (const { date } of points) expect(date.toISOString()).toMatch(/T00:00:00\.000Z$/);
});

test("ends exactly at today's totals, in cents", () => {
  const last = points.at(-1)!;
  expect(new Prisma.Decimal(last.assets).toFixed(2)).toBe("94555.97");
  expect(new Prisma.Decimal(last.liabilities).toFixed(2)).toBe("31880.49");
  for (const point of points) {
    expect(new Prisma.Decimal(point.assets).decimalPlaces()).toBeLessThanOrEqual(2);
    expect(new Prisma.Decimal(point.liabilities).greaterThan(0)).toBe(true);
  }
});

test("is the same on every run", () => {
  const again = demoWorthPoints({
    assetsToday: "94555.97",
    liabilitiesToday: "31880.49",
    assetsYearAgo: "82100.00",
    liabilitiesYearAgo: "36950.00",
    now,
  });
  expect(again.map((point) => String(point.assets))).toEqual(points.map((point) => String(point.assets)));
});
