import { demoRequestSchema, type DemoRequestInput } from "./demo-request-schema";

export type DemoRequestField = keyof DemoRequestInput;
export type DemoRequestFieldError = { field: DemoRequestField; message: string };

/** Every field's first problem, in the form's order, so the form can show them all at once. */
export function validateDemoRequest(
  input: unknown,
): { ok: true; data: DemoRequestInput } | { ok: false; fieldErrors: DemoRequestFieldError[] } {
  const parsed = demoRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: DemoRequestFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as DemoRequestField;
    if (!fieldErrors.some((known) => known.field === field)) fieldErrors.push({ field, message: issue.message });
  }
  const order = Object.keys(demoRequestSchema.shape);
  fieldErrors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { ok: false, fieldErrors };
}
