import type { YogaLogger } from "graphql-yoga";
import { logger } from "@/lib/log/logger";

type Level = "debug" | "info" | "warn" | "error";

// Yoga logs what it masks as an unexpected error (the original error) and its own debug notes; they go to the app's
// logger, redacted like every other line (a coercion error's message carries the rejected variable's value).
function write(level: Level, args: unknown[]): void {
  const [first, ...rest] = args;
  // A wrong-typed variable is the caller's mistake, not the server's: worth a debug line, never an error.
  if (level === "error" && first instanceof Error && first.message.startsWith("Variable \"$")) level = "debug";
  if (!logger.isLevelEnabled(level)) return;
  if (first instanceof Error) {
    logger[level]({ err: first, ...(rest.length ? { details: rest } : {}) }, "graphql");
  } else if (typeof first === "string") {
    logger[level](rest.length ? { details: rest } : {}, first);
  } else {
    logger[level]({ details: args }, "graphql");
  }
}

export const yogaLogger: YogaLogger = {
  debug: (...args) => write("debug", args),
  info: (...args) => write("info", args),
  warn: (...args) => write("warn", args),
  error: (...args) => write("error", args),
};
