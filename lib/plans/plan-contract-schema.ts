import { z } from "zod";
import { COMPANY_NAME_MAX_LENGTH, createEmployerPlanSchema } from "@/lib/plans/employer-onboarding-schema";
import { nameSchema } from "@/lib/names/name-schema";

// A plan's contract as staff keep it on /plans/{id}, and the plan an advisor creates at /advisor/plan/create. One
// schema per form, used by the form and by the server.

export const MAX_PLAN_SEATS = 1_000_000;

export const PLAN_CONTRACT_MESSAGES = {
  seats: `Please enter the number of employees the plan pays for, from 1 to ${MAX_PLAN_SEATS.toLocaleString("en-US")}.`,
  renewalDate: "Please enter a valid renewal date.",
  missingPlanName: "Please enter the plan's name.",
  planNameTooLong: `Please enter a plan name of ${COMPANY_NAME_MAX_LENGTH} characters or fewer.`,
} as const;

const seatsSchema = z
  .number(PLAN_CONTRACT_MESSAGES.seats)
  .int(PLAN_CONTRACT_MESSAGES.seats)
  .min(1, PLAN_CONTRACT_MESSAGES.seats)
  .max(MAX_PLAN_SEATS, PLAN_CONTRACT_MESSAGES.seats);

/** YYYY-MM-DD (what a date input gives), a real calendar day; empty means no renewal date. */
const renewalDateSchema = z
  .string(PLAN_CONTRACT_MESSAGES.renewalDate)
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), PLAN_CONTRACT_MESSAGES.renewalDate)
  .nullable()
  .transform((value) => (value ? value : null));

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Staff's edit of seats and renewal date (updatePlanContract). */
export const planContractSchema = z.object({ seats: seatsSchema, renewalDate: renewalDateSchema });
export type PlanContractFormInput = z.input<typeof planContractSchema>;

/** An advisor's new plan (createAdvisedPlan): its name, pricing plan and seats. */
export const advisedPlanSchema = z.object({
  name: nameSchema({
    max: COMPANY_NAME_MAX_LENGTH,
    missing: PLAN_CONTRACT_MESSAGES.missingPlanName,
    tooLong: PLAN_CONTRACT_MESSAGES.planNameTooLong,
  }),
  pricingPlanId: createEmployerPlanSchema.shape.pricingPlanId,
  seats: seatsSchema,
});
export type AdvisedPlanFormInput = z.input<typeof advisedPlanSchema>;

/** A stored renewal date (midnight UTC) as YYYY-MM-DD. */
export const toDateString = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
