import "server-only";
import pino, { type DestinationStream, type Level, type LevelWithSilent } from "pino";
import { currentLogContext } from "@/lib/log/log-context";
import { REDACT_PATHS, REDACTED, redactSecrets } from "@/lib/log/redact";

// One logger for the server: JSON lines on stdout, each with the request id, user id and GraphQL operation of the
// request it was written for (lib/log/log-context.ts), secrets and PII redacted at any depth (lib/log/redact.ts).
// LOG_LEVEL sets the level; by default 'silent' under jest and 'info' otherwise.

const LEVELS: readonly LevelWithSilent[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function defaultLevel(): LevelWithSilent {
  const configured = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (configured && (LEVELS as readonly string[]).includes(configured)) return configured as LevelWithSilent;
  return process.env.JEST_WORKER_ID !== undefined || process.env.NODE_ENV === "test" ? "silent" : "info";
}

// Tests swap where lines go; everyone else writes to stdout.
let destination: DestinationStream = { write: (line: string) => process.stdout.write(line) };
const forwarding: DestinationStream = { write: (line: string) => destination.write(line) };

function createLogger() {
  return pino(
    {
      level: defaultLevel(),
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      mixin: () => ({ ...currentLogContext() }),
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactSecrets(object) as Record<string, unknown>,
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    forwarding,
  );
}

const globalForLogger = globalThis as typeof globalThis & { __wellnessLogger?: ReturnType<typeof createLogger> };

export const logger = (globalForLogger.__wellnessLogger ??= createLogger());

/** Tests: every line goes to `write` at `level` until the returned function restores the previous state. */
export function captureLogsForTests(write: (line: string) => void, level: Level = "debug"): () => void {
  const previous = { destination, level: logger.level };
  destination = { write };
  logger.level = level;
  return () => {
    destination = previous.destination;
    logger.level = previous.level;
  };
}
