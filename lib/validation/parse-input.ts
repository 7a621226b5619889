import type { z } from "zod";

import { AppError, AppErrorCode } from "@/lib/errors";

/**
 * Parses an operation's input with its schema (the one its form uses) before anything is read or written. The first
 * problem becomes the operation's `error` (the schema's message) and `errorField` (the input path, e.g. `name`,
 * `spouseData.birthYear` or `childrenData.1.birthYear`). `message` replaces the schema's text where the spec has one
 * answer for any bad input; `field: null` when the answer must not say which part was wrong.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: { message?: string; field?: null } = {},
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = options.field === null ? undefined : issue.path.map(String).join(".") || undefined;
  throw new AppError(AppErrorCode.INVALID_INPUT, options.message ?? issue.message, { field });
}
