import { z } from "zod";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { nameSchema, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";
import {
  COMPANY_NAME_MAX_LENGTH,
  EMPLOYER_PLAN_MESSAGES,
  USER_NAME_MESSAGES,
} from "./employer-onboarding-messages";

// Employer onboarding (spec 000 §2.11, §5, §8 "Onboarding"): one schema per step, used by the step's form and by the
// server. The schemas carry the server's messages; `companyNameErrorText` and `userNameErrorText` turn a message
// (from the form's own check or from the server) into what the screen says.

export * from "./employer-onboarding-messages";

/** Step 1 'Welcome': the company name and the pricing plan from the route (/onboarding/for-employers/{plan}). */
export const createEmployerPlanSchema = z.object({
  // "Acme  Inc " and "Acme Inc" are one name (the duplicate-name check compares normalised names).
  name: nameSchema({
    max: COMPANY_NAME_MAX_LENGTH,
    missing: EMPLOYER_PLAN_MESSAGES.missingName,
    tooLong: EMPLOYER_PLAN_MESSAGES.nameTooLong,
  }),
  pricingPlanId: z
    .string(EMPLOYER_PLAN_MESSAGES.unknownPricingPlan)
    .refine((id) => findPricingPlan(id) !== null, EMPLOYER_PLAN_MESSAGES.unknownPricingPlan),
});
export type CreateEmployerPlanFormInput = z.input<typeof createEmployerPlanSchema>;
export type CreateEmployerPlanInput = z.output<typeof createEmployerPlanSchema>;

/** Step 2 'What is your name?'. */
export const updateUserNameSchema = z.object({
  firstName: nameSchema({
    max: PERSON_NAME_MAX_LENGTH,
    missing: USER_NAME_MESSAGES.missingFirstName,
    tooLong: USER_NAME_MESSAGES.firstNameTooLong,
  }),
  lastName: nameSchema({
    max: PERSON_NAME_MAX_LENGTH,
    missing: USER_NAME_MESSAGES.missingLastName,
    tooLong: USER_NAME_MESSAGES.lastNameTooLong,
  }),
});
export type UpdateUserNameFormInput = z.input<typeof updateUserNameSchema>;
export type UpdateUserNameInput = z.output<typeof updateUserNameSchema>;
