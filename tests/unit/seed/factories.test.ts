import { Prisma } from "@/lib/generated/prisma/client";
import type { SeedDb } from "@/prisma/seed/db";
import { classifyAssetSubtype, createIncome, INTERVAL } from "@/prisma/seed/factories/finance";
import { DEMO_PASSWORD, demoEmails } from "@/prisma/seed/seed";
import { uniqueEmail } from "@/prisma/seed/unique";

test("uniqueEmail makes distinct lower-case addresses", () => {
  const emails = Array.from({ length: 200 }, () => uniqueEmail("Member", "Example.COM"));
  expect(new Set(emails).size).toBe(200);
  for (const email of emails) expect(email).toMatch(/^member\.[a-z0-9]+@example\.com$/);
});

test("maps account types to liquid and assetType as 001 §3 says", () => {
  expect(classifyAssetSubtype("checking")).toEqual({ liquid: true, assetType: "CHECKING" });
  expect(classifyAssetSubtype("Money Market")).toEqual({ liquid: true, assetType: "CHECKING" });
  expect(classifyAssetSubtype("savings")).toEqual({ liquid: true, assetType: "SAVING" });
  for (const other of ["ira", "401k", "403b", "529", "brokerage", "home", "vehicle"]) {
    expect(classifyAssetSubtype(other)).toEqual({ liquid: false, assetType: "OTHER" });
  }
});

test("createIncome derives net (70 %) and monthly figures (a twelfth) in exact cents", async () => {
  const create = jest.fn(async ({ data }: { data: unknown }) => data);
  const db = { income: { create } } as unknown as SeedDb;
  await createIncome(db, { customerId: "c1", gross: "78000.00" });
  const data = create.mock.calls[0]![0].data as Record<string, unknown>;
  expect(data).toMatchObject({ customerId: "c1", name: "Salary", interval: INTERVAL.YEARLY });
  const text = (key: string) => (data[key] as Prisma.Decimal).toFixed(2);
  expect([text("gross"), text("net"), text("grossMonthly"), text("netMonthly")]).toEqual([
    "78000.00",
    "54600.00",
    "6500.00",
    "4550.00",
  ]);
  await createIncome(db, { customerId: "c1", gross: "1000.00" });
  const rounded = create.mock.calls[1]![0].data as Record<string, Prisma.Decimal>;
  expect(rounded.grossMonthly!.toFixed(2)).toBe("83.33");
  expect(rounded.netMonthly!.toFixed(2)).toBe("58.33");
});

test("the demo password meets all five strength requirements (000 §5)", () => {
  expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
  expect(DEMO_PASSWORD).toMatch(/[A-Z]/);
  expect(DEMO_PASSWORD).toMatch(/[a-z]/);
  expect(DEMO_PASSWORD).toMatch(/\d/);
  expect(DEMO_PASSWORD).toMatch(/[!@#$%^&*]/);
});

test("the demo staff addresses (staff, coach) are on the staff domain and nobody else's is", () => {
  const emails = demoEmails("staff.example");
  expect(emails.staff.endsWith("@staff.example")).toBe(true);
  expect(emails.coach.endsWith("@staff.example")).toBe(true);
  for (const [role, email] of Object.entries(emails)) {
    if (role !== "staff" && role !== "coach") expect(email.endsWith("@staff.example")).toBe(false);
    expect(email).toBe(email.toLowerCase());
  }
});
