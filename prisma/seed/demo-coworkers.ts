import { Prisma } from "@/lib/generated/prisma/client";
import type { SeedDb } from "./db";
import { addDays, firstOfMonth } from "./dates";
import { createAsset, createCreditCard, createFinancialGoal } from "./factories/finance";
import { createMemberWithProfile } from "./factories/users";

const FIRST_NAMES = ["Ava", "Ben", "Chloe", "Diego", "Elena", "Farah", "Gabe", "Hana", "Ivan", "Jade", "Kofi", "Lena"];
const LAST_NAMES = ["Adams", "Brooks", "Chen", "Dubois", "Evans", "Flores", "Grant", "Hughes"];
// The roster's own departments and locations (seed.ts), so the dashboard's filters have groups of ten or more.
const DEPARTMENTS = ["Operations", "Sales", "Finance", "Warehouse"];
const LOCATIONS = ["Austin", "Dallas"];

/**
 * Acme Logistics colleagues of the demo member who joined the plan over the last ten months: no password (they cannot
 * sign in), each with a few accounts of their own, so that the employer's dashboard has figures over ten members to
 * show on a fresh install. Deterministic: the same seed gives the same dashboard.
 */
export async function seedDemoCoworkers(
  tx: SeedDb,
  { employerPlanId, workDomain, count = 44, now = new Date() }: { employerPlanId: string; workDomain: string; count?: number; now?: Date },
): Promise<void> {
  for (let index = 0; index < count; index++) {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const joined = addDays(now, -Math.round(((index * 37) % 300) + 5));
    const active = index % 10 < 7;
    const email = `${firstName}.${lastName}${index}`.toLowerCase() + `@${workDomain}`;
    const { user, customer } = await createMemberWithProfile(tx, {
      user: { email, firstName, lastName, lastActiveAt: active ? addDays(now, -(index % 20)) : addDays(now, -45) },
      employerPlan: { id: employerPlanId, workEmail: email },
      salary: String(42_000 + ((index * 7_919) % 60_000)) + ".00",
      housing: String(900 + ((index * 311) % 1_400)) + ".00",
      creditScore: 590 + ((index * 53) % 240),
    });
    await tx.planMember.updateMany({
      where: { userId: user.id },
      data: {
        verifiedAt: joined,
        invitedAt: addDays(joined, -3),
        department: DEPARTMENTS[index % DEPARTMENTS.length],
        location: LOCATIONS[index % LOCATIONS.length],
      },
    });
    // About a third with less than a month of savings, and most carrying card debt: a workforce, not a brochure.
    const savings = index % 3 === 0 ? 150 + ((index * 97) % 900) : 2_500 + ((index * 1_733) % 14_000);
    await createAsset(tx, { customerId: customer.id, name: "Savings", subtype: "savings", value: `${savings}.00` });
    if (index % 4 !== 0) {
      await createCreditCard(tx, { customerId: customer.id, value: `${1_500 + ((index * 457) % 9_000)}.00` });
    }
    if (index % 2 === 0) {
      await createFinancialGoal(tx, { customerId: customer.id, ...(index % 4 === 0 ? { completedAt: now } : {}) });
    }
    if (index % 5 < 3) {
      await tx.customerFeedback.create({ data: { customerId: customer.id, netPromoterScore: 4 + (index % 7) } });
    }
    const months = new Set<number>();
    for (let back = 0; active && back < 4; back++) months.add(firstOfMonth(-back, now).getTime());
    await tx.memberActiveMonth.createMany({ data: [...months].map((month) => ({ userId: user.id, month: new Date(month) })) });
  }
}

/**
 * After the seed's recalculation: the picture each colleague had when they joined, a little worse than today for
 * most, as it would be after some months on the plan ('change since joining' on the employer's dashboard).
 */
export async function backdateCoworkerBaselines(tx: SeedDb, { employerPlanId }: { employerPlanId: string }): Promise<void> {
  const members = await tx.planMember.findMany({
    where: { employerPlanId, userId: { not: null }, user: { passwordHash: null } },
    select: { verifiedAt: true, user: { select: { customer: { select: { id: true, hfhs: true, cardDebt: true } } } } },
  });
  for (const [index, member] of members.entries()) {
    const customer = member.user?.customer;
    if (!customer || customer.hfhs === null) continue;
    const improved = index % 4 !== 0;
    await tx.customer.update({
      where: { id: customer.id },
      data: {
        hfhsBaseline: Math.max(0, customer.hfhs - (improved ? 3 + (index % 6) : -2)),
        cardDebtBaseline: customer.cardDebt?.gt(0)
          ? customer.cardDebt.mul(improved ? new Prisma.Decimal("1.25") : new Prisma.Decimal("0.9")).toDecimalPlaces(2)
          : customer.cardDebt,
        baselineAt: member.verifiedAt,
      },
    });
  }
}
