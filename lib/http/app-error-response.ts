import { AppErrorCode, isAppError } from "@/lib/errors";

const STATUS: Record<AppErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/**
 * A JSON route handler's answer to a domain error: `{ error }` with the matching HTTP status (and Retry-After when
 * rate limited). Anything else is rethrown, for withRequestLog to log and Next to answer 500 without details.
 */
export function appErrorResponse(error: unknown, headers: HeadersInit = {}): Response {
  if (!isAppError(error)) throw error;
  const responseHeaders = new Headers(headers);
  if (error.retryAfterSeconds) responseHeaders.set("Retry-After", String(error.retryAfterSeconds));
  return Response.json({ error: error.message }, { status: STATUS[error.code], headers: responseHeaders });
}
