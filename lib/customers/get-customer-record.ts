import type { Db, Tx } from "@/lib/db";
import { DEFAULT_HEALTH_SCORE } from "@/lib/financial-health/compute-health-score";
import { decimalToNumber } from "@/lib/format/decimal";
import type { Prisma } from "@/lib/generated/prisma/client";

// The member's profile as the API shows it (000 §3 Customer; 001 §3 Current overview). One loader, used by every
// operation that returns a `customer`.

export type CurrentOverview = {
  totalLiquidSavings: number;
  totalSavings: number;
  assetWorth: number;
  currentCreditScore: number | null;
  netWorthIncrementSinceLastUpdate: number;
  totalSavingIncrementSinceLastUpdate: number;
};

export type FamilyMemberRecord = {
  id: string;
  relationship: "SPOUSE" | "CHILD";
  firstName: string | null;
  gender: string | null;
  birthday: Date | null;
  email: string | null;
};

export type CustomerRecord = {
  id: string;
  birthday: Date | null;
  kids: number | null;
  gender: string | null;
  state: string | null;
  postalCode: string | null;
  maritalStatus: string | null;
  race: string | null;
  /** The financial health score, 0 to 100; 50 until it has been computed (000 §9). */
  hfhs: number;
  user: { firstName: string; lastName: string; recoveryEmail: string | null };
  /** Spouse and children not marked deleted. */
  familyMembers: FamilyMemberRecord[];
  employments: { workProvidedEmail: string }[];
  currentOverview: CurrentOverview;
};

type CustomerRow = Prisma.CustomerGetPayload<{ select: typeof customerRecordSelect }>;

function toCustomerRecord(customer: CustomerRow): CustomerRecord {
  return {
    id: customer.id,
    birthday: customer.birthday,
    kids: customer.kids,
    gender: customer.gender,
    state: customer.state,
    postalCode: customer.postalCode,
    maritalStatus: customer.maritalStatus,
    race: customer.race,
    hfhs: customer.hfhs ?? DEFAULT_HEALTH_SCORE,
    user: customer.user,
    familyMembers: customer.familyMembers,
    employments: customer.employments,
    currentOverview: toCurrentOverview(customer),
  };
}

export async function getCustomerRecord(db: Db | Tx, customerId: string): Promise<CustomerRecord> {
  return toCustomerRecord(await db.customer.findUniqueOrThrow({ where: { id: customerId }, select: customerRecordSelect }));
}

/** Several customers in one query (the GraphQL layer's request loader batches `customer` fields through it). */
export async function listCustomerRecords(db: Db | Tx, customerIds: readonly string[]): Promise<Map<string, CustomerRecord>> {
  const rows = await db.customer.findMany({ where: { id: { in: [...customerIds] } }, select: customerRecordSelect });
  return new Map(rows.map((row) => [row.id, toCustomerRecord(row)]));
}

/** The Customer columns that hold the current overview; spread into a select and pass the row to toCurrentOverview. */
export const storedOverviewSelect = {
  totalLiquidSavings: true,
  totalSavings: true,
  assetWorth: true,
  currentCreditScore: true,
  netWorthIncrementSinceLastUpdate: true,
  totalSavingIncrementSinceLastUpdate: true,
} satisfies Prisma.CustomerSelect;

const customerRecordSelect = {
  id: true,
  birthday: true,
  kids: true,
  gender: true,
  state: true,
  postalCode: true,
  maritalStatus: true,
  race: true,
  hfhs: true,
  ...storedOverviewSelect,
  user: { select: { firstName: true, lastName: true, recoveryEmail: true } },
  familyMembers: {
    where: { deletedAt: null },
    orderBy: [{ relationship: "asc" }, { createdAt: "asc" }],
    select: { id: true, relationship: true, firstName: true, gender: true, birthday: true, email: true },
  },
  employments: { select: { workProvidedEmail: true } },
} satisfies Prisma.CustomerSelect;

type StoredOverview = Prisma.CustomerGetPayload<{ select: typeof storedOverviewSelect }>;

/** The stored overview columns as the API shows them (zero until first computed). */
export function toCurrentOverview(stored: StoredOverview | null | undefined): CurrentOverview {
  const money = (value: Prisma.Decimal | null | undefined) => decimalToNumber(value) ?? 0;
  return {
    totalLiquidSavings: money(stored?.totalLiquidSavings),
    totalSavings: money(stored?.totalSavings),
    assetWorth: money(stored?.assetWorth),
    currentCreditScore: stored?.currentCreditScore ?? null,
    netWorthIncrementSinceLastUpdate: money(stored?.netWorthIncrementSinceLastUpdate),
    totalSavingIncrementSinceLastUpdate: money(stored?.totalSavingIncrementSinceLastUpdate),
  };
}
