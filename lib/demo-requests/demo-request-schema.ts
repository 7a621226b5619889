import { z } from "zod";
import { nameSchema, ORGANIZATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from "@/lib/names/name-schema";
import { preferredTimeOptions } from "./demo-request-options";

// The Request a Demo rules and messages, in one place: requestDemo checks them on the server and answers with every
// field's message, which the form (/get-started) shows by its field. The schema stays on the server so the public
// page ships no validation code.

export { preferredTimeOptions };

export const DEMO_REQUEST_MESSAGES = {
  name: "Enter your name",
  workEmail: "Enter a valid work email",
  company: "Enter your company's name",
  employeeCount: "Enter your number of employees, 1 or more",
  preferredTime: "Choose a preferred time",
  tooLong: (max: number) => `Use ${max} characters or fewer`,
} as const;

export const MAX_EMPLOYEE_COUNT = 10_000_000;

export const demoRequestSchema = z.object({
  name: nameSchema({
    max: PERSON_NAME_MAX_LENGTH,
    missing: DEMO_REQUEST_MESSAGES.name,
    tooLong: DEMO_REQUEST_MESSAGES.tooLong(PERSON_NAME_MAX_LENGTH),
  }),
  workEmail: z
    .string(DEMO_REQUEST_MESSAGES.workEmail)
    .trim()
    .max(254, DEMO_REQUEST_MESSAGES.workEmail)
    .pipe(z.email(DEMO_REQUEST_MESSAGES.workEmail)),
  company: nameSchema({
    max: ORGANIZATION_NAME_MAX_LENGTH,
    missing: DEMO_REQUEST_MESSAGES.company,
    tooLong: DEMO_REQUEST_MESSAGES.tooLong(ORGANIZATION_NAME_MAX_LENGTH),
  }),
  employeeCount: z
    .number(DEMO_REQUEST_MESSAGES.employeeCount)
    .int(DEMO_REQUEST_MESSAGES.employeeCount)
    .min(1, DEMO_REQUEST_MESSAGES.employeeCount)
    .max(MAX_EMPLOYEE_COUNT, DEMO_REQUEST_MESSAGES.employeeCount),
  preferredTime: z.enum(preferredTimeOptions, DEMO_REQUEST_MESSAGES.preferredTime),
});

export type DemoRequestInput = z.infer<typeof demoRequestSchema>;
