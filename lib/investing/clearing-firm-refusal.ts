import { AppError, AppErrorCode } from "@/lib/errors";
import { ClearingFirmError } from "@/lib/integrations/clearing-firm/types";

export const CLEARING_FIRM_UNAVAILABLE_MESSAGE =
  "Our clearing firm could not be reached. Nothing was lost: please try again in a few minutes.";

/**
 * The error an operation answers when the clearing firm failed: its own message when it refused the content (after
 * `onRefused`, e.g. fresh request ids), a retry-later message when it could not be reached (the request ids are
 * kept, so the next attempt finds whatever the first one made). Anything else passes through.
 */
export async function clearingFirmRefusal(error: unknown, onRefused?: () => Promise<void>): Promise<unknown> {
  if (!(error instanceof ClearingFirmError)) return error;
  if (error.kind === "UNAVAILABLE") return new AppError(AppErrorCode.UNAVAILABLE, CLEARING_FIRM_UNAVAILABLE_MESSAGE);
  await onRefused?.();
  const code = error.kind === "NOT_FOUND" ? AppErrorCode.NOT_FOUND : error.kind === "CONFLICT" ? AppErrorCode.CONFLICT : AppErrorCode.INVALID_INPUT;
  return new AppError(code, error.message, error.field ? { field: error.field } : {});
}
