import type { z } from "zod";

import { AppError, AppErrorCode } from "@/lib/errors";

/**
 * Checks input against one of the rules in account-rules.ts; the first problem becomes an AppError with the spec's
 * message and the input field it is about (the operation's `error` and `errorField`).
 */
export function parseAccountInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = typeof issue?.path[0] === "string" ? issue.path[0] : undefined;
  throw new AppError(AppErrorCode.INVALID_INPUT, issue?.message ?? "Invalid input.", { field });
}
