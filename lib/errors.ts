// Typed application errors. Domain code throws these with the spec's user-facing message; the GraphQL layer maps
// them once (lib/graphql/errors.ts) to an operation's `error` field and masks everything else.
export const AppErrorCode = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  INVALID_INPUT: "INVALID_INPUT",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  UNAVAILABLE: "UNAVAILABLE",
} as const;

export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Names the input field the message belongs to, where the spec's operation returns `errorField`. */
  readonly field?: string;
  /** For RATE_LIMITED: when the same request can succeed, so a screen can count down instead of only refusing. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** graphql-js copies an original error's extensions onto the GraphQL error it reports. */
  get extensions(): { code: AppErrorCode } {
    return { code: this.code };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The one message an unauthenticated caller sees; the client's session-expiry handling keys on it (spec 001 §4). */
export const SIGN_IN_AGAIN_MESSAGE = "Please sign in and try again.";
