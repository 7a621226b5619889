import * as z from "zod/mini";

// The Request a Demo form (/get-started) and the requestDemo mutation share this schema: the form shows these
// messages as the visitor types, the server checks the same rules again. zod/mini (same rules, tree-shakable) keeps
// the public page's JavaScript small.

export const preferredTimeOptions = [
  "Any time",
  "Weekday mornings (Central Time)",
  "Weekday afternoons (Central Time)",
] as const;

export const DEMO_REQUEST_MESSAGES = {
  name: "Enter your name",
  workEmail: "Enter a valid work email",
  company: "Enter your company's name",
  employeeCount: "Enter your number of employees, 1 or more",
  preferredTime: "Choose a preferred time",
  tooLong: (max: number) => `Use ${max} characters or fewer`,
} as const;

export const MAX_EMPLOYEE_COUNT = 10_000_000;

const text = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, DEMO_REQUEST_MESSAGES.tooLong(max)));

export const demoRequestSchema = z.object({
  name: text(DEMO_REQUEST_MESSAGES.name, 100),
  workEmail: z
    .string(DEMO_REQUEST_MESSAGES.workEmail)
    .check(
      z.trim(),
      z.maxLength(254, DEMO_REQUEST_MESSAGES.workEmail),
      z.regex(z.regexes.email, DEMO_REQUEST_MESSAGES.workEmail),
    ),
  company: text(DEMO_REQUEST_MESSAGES.company, 200),
  employeeCount: z
    .number(DEMO_REQUEST_MESSAGES.employeeCount)
    .check(
      z.int(DEMO_REQUEST_MESSAGES.employeeCount),
      z.minimum(1, DEMO_REQUEST_MESSAGES.employeeCount),
      z.maximum(MAX_EMPLOYEE_COUNT, DEMO_REQUEST_MESSAGES.employeeCount),
    ),
  preferredTime: z.enum(preferredTimeOptions, DEMO_REQUEST_MESSAGES.preferredTime),
});

export type DemoRequestInput = z.infer<typeof demoRequestSchema>;
