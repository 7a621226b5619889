import { parseInput } from "@/lib/validation/parse-input";
import { getDb, type Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import {
  createEmployerPlanSchema,
  EMPLOYER_PLAN_MESSAGES,
  type CreateEmployerPlanFormInput,
} from "@/lib/plans/employer-onboarding-schema";

export type CreatedEmployerPlan = { id: string; name: string };

// Plan creation is rare, so one transaction-scoped advisory lock serialises all of it: two employers typing "Acme"
// and "ACME" at the same moment, or one employer submitting twice, cannot both pass the checks below. (The unique
// index on the name only catches identical spellings.)
const CREATE_EMPLOYER_PLAN_LOCK_KEY = 728_460_211;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

const duplicateName = () =>
  new AppError(AppErrorCode.CONFLICT, EMPLOYER_PLAN_MESSAGES.duplicateName, { field: "name" });

/**
 * Creates a plan in one transaction under the plan-creation lock: `check` runs first (and may refuse), then the name
 * is checked for a duplicate (ignoring case and repeated spaces), the plan is created, and `then` adds what the caller
 * needs with it (its owner, its advisor). Shared by employer onboarding and advisors (createAdvisedPlan).
 */
export async function insertEmployerPlan({
  data,
  check,
  then,
}: {
  data: { name: string; pricingPlanId: string; seats?: number | null };
  check?: (tx: Tx) => Promise<void>;
  then: (tx: Tx, plan: CreatedEmployerPlan) => Promise<void>;
}): Promise<CreatedEmployerPlan> {
  const db = await getDb();
  try {
    return await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CREATE_EMPLOYER_PLAN_LOCK_KEY}::bigint)`;
      await check?.(tx);
      const taken = await tx.employerPlan.findFirst({
        where: { name: { equals: data.name, mode: "insensitive" } },
        select: { id: true },
      });
      if (taken) throw duplicateName();
      const plan = await tx.employerPlan.create({ data, select: { id: true, name: true } });
      await then(tx, plan);
      return plan;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * Employer onboarding step 1 (spec 000 §2.11, §4.10): creates the company's plan with the caller as its OWNER, in
 * one transaction. Names are unique ignoring case and repeated spaces; a user who already owns a plan is refused.
 * The employer's set-up replaces the individual onboarding, so the owner's onboarding is marked complete too
 * (otherwise the shell's guard would send them from /dashboard to the individual steps).
 */
export async function createEmployerPlan({
  userId,
  input,
}: {
  userId: string;
  input: CreateEmployerPlanFormInput;
}): Promise<CreatedEmployerPlan> {
  const { name, pricingPlanId } = parseInput(createEmployerPlanSchema, input);
  return insertEmployerPlan({
    data: { name, pricingPlanId },
    check: async (tx) => {
      const owned = await tx.planAdmin.findFirst({ where: { userId, permission: "OWNER" }, select: { id: true } });
      if (owned) throw new AppError(AppErrorCode.CONFLICT, EMPLOYER_PLAN_MESSAGES.alreadyOwner);
    },
    then: async (tx, plan) => {
      await tx.planAdmin.create({ data: { userId, employerPlanId: plan.id, permission: "OWNER" }, select: { id: true } });
      await tx.user.update({
        where: { id: userId },
        data: { lastOnboardingStep: null, employerSignUpPlanId: null },
        select: { id: true },
      });
    },
  });
}
