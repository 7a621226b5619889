import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode, isAppError } from "@/lib/errors";
import { consumeRateLimit, TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/rate-limit/consume-rate-limit";

/** Which secret a sign-in attempt checks. */
export type SignInStep = "password" | "code";

/** Why a sign-in attempt failed; written to the audit log (never the secret itself). */
export type SignInFailureReason =
  | "unknown-email"
  | "wrong-password"
  | "password-not-permitted"
  | "deactivated"
  | "staff-email"
  | "captcha"
  | "wrong-code"
  | "expired-code"
  | "log-in-expired"
  | "rate-limited";

/** Failures that count towards the per-account limits: the ones where a secret was actually checked. */
const COUNTED_REASONS: Record<SignInStep, SignInFailureReason[]> = {
  password: ["wrong-password"],
  code: ["wrong-code", "expired-code"],
};

// Per account and step, within the last hour: the first FREE_FAILURES failures cost nothing; after that each attempt
// must wait 2^(n - FREE_FAILURES) seconds after the latest failure (1 s, 2 s, 4 s ... capped at 15 minutes), and
// MAX_FAILURES_PER_HOUR failures refuse every attempt until the oldest ages out. Recorded in docs/decisions.md.
export const FREE_FAILURES = 5;
export const MAX_BACKOFF_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_HOUR = 100;
/** Attempts per IP address per 15 minutes, for each step. */
export const ATTEMPTS_PER_IP = { password: 100, code: 50 } as const;

export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_BACKOFF_SECONDS);
}

/** Writes one failed attempt to the audit log; the log is also what the per-account limit counts. */
export async function recordSignInFailure({
  userId,
  step,
  reason,
  ipAddress,
}: {
  userId: string | null;
  step: SignInStep;
  reason: SignInFailureReason;
  ipAddress: string | null;
}): Promise<void> {
  await recordAuditEvent({
    actorUserId: null,
    subjectUserId: userId,
    action: "session.sign-in-failed",
    operation: "passwordLogIn",
    metadata: { method: "password", step, reason },
    ipAddress,
  });
}

async function refuse(args: { userId: string | null; step: SignInStep; ipAddress: string | null }): Promise<never> {
  await recordSignInFailure({ ...args, reason: "rate-limited" });
  throw new AppError(AppErrorCode.RATE_LIMITED, TOO_MANY_ATTEMPTS_MESSAGE);
}

/**
 * Call before checking a password or code. Counts the attempt against the caller's IP address and, for a known
 * account, applies the growing delay. Each GraphQL field runs this on its own, so aliases and repeated requests are
 * counted one by one. Concurrent attempts in backoff race for one slot per failure, so only one of them goes ahead.
 */
export async function assertSignInAllowed({
  userId,
  step,
  ipAddress,
}: {
  userId: string | null;
  step: SignInStep;
  ipAddress: string | null;
}): Promise<void> {
  if (ipAddress && !(await tryConsume(`sign-in:${step}:ip:${ipAddress}`, ATTEMPTS_PER_IP[step], 15 * 60))) {
    return refuse({ userId, step, ipAddress });
  }
  if (!userId) return;

  const db = await getDb();
  const where = {
    subjectUserId: userId,
    action: "session.sign-in-failed",
    createdAt: { gt: new Date(Date.now() - 60 * 60 * 1000) },
    AND: [
      { metadata: { path: ["step"], equals: step } },
      { OR: COUNTED_REASONS[step].map((reason) => ({ metadata: { path: ["reason"], equals: reason } })) },
    ],
  };
  const [failures, latest] = await Promise.all([
    db.auditLog.count({ where }),
    db.auditLog.findFirst({ where, orderBy: { createdAt: "desc" }, select: { id: true, createdAt: true } }),
  ]);
  if (failures >= MAX_FAILURES_PER_HOUR) return refuse({ userId, step, ipAddress });
  const wait = backoffSeconds(failures);
  if (wait === 0 || !latest) return;
  if (Date.now() < latest.createdAt.getTime() + wait * 1000) return refuse({ userId, step, ipAddress });
  if (!(await tryConsume(`sign-in:${step}:after:${latest.id}`, 1, 60 * 60))) return refuse({ userId, step, ipAddress });
}

async function tryConsume(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  try {
    await consumeRateLimit({ key, limit, windowSeconds });
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === AppErrorCode.RATE_LIMITED) return false;
    throw error;
  }
}
