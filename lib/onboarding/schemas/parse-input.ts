import type { z } from "zod";

import { AppError, AppErrorCode } from "@/lib/errors";

/**
 * Parses an operation's input with its schema; the first problem becomes the operation's `error` (the schema's
 * message) and `errorField` (the input path, e.g. `spouseData.birthYear` or `childrenData.1.birthYear`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join(".") || undefined;
  throw new AppError(AppErrorCode.INVALID_INPUT, issue.message, { field });
}
