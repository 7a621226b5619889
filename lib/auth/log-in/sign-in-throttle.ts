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
 * Writes that a password or code was right. The delay counts only the failures after the last success, so the owner
 * who got in is not held back by the failures an attacker left before them.
 */
export async function recordSignInStepPassed({
  userId,
  step,
  ipAddress,
}: {
  userId: string;
  step: SignInStep;
  ipAddress: string | null;
}): Promise<void> {
  await recordAuditEvent({
    actorUserId: null,
    subjectUserId: userId,
    action: "session.sign-in-step-passed",
    operation: "passwordLogIn",
    metadata: { method: "password", step },
    ipAddress,
  });
}

// Long enough for one password or code check to finish and record its failure; short, so a check that ended without
// a counted failure (a success, a refusal for another reason) frees the way for the next one within seconds.
export const CHECK_SLOT_SECONDS = 15;

export type SignInDecision = { allowed: true; afterDelay: boolean } | { allowed: false; retryAfterSeconds: number };

/**
 * The growing delay as a pure rule: the delay is a wait after the latest failure, never a lock on the right password.
 * Attempts during the wait are refused (and the caller checks nothing); once it has passed, an attempt goes ahead.
 */
export function decideSignInAttempt({
  failures,
  latestFailureAt,
  now,
}: {
  failures: number;
  latestFailureAt: Date | null;
  now: Date;
}): SignInDecision {
  if (failures >= MAX_FAILURES_PER_HOUR) return { allowed: false, retryAfterSeconds: 60 * 60 };
  const wait = backoffSeconds(failures);
  if (wait === 0 || !latestFailureAt) return { allowed: true, afterDelay: false };
  const waitEndsAt = latestFailureAt.getTime() + wait * 1000;
  if (now.getTime() < waitEndsAt) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitEndsAt - now.getTime()) / 1000)) };
  }
  return { allowed: true, afterDelay: true };
}

/**
 * Call before checking a password or code. Counts the attempt against the caller's IP address and, for a known
 * account, applies the growing delay to the failures since the last success (within the hour). Each GraphQL field
 * runs this on its own, so aliases and repeated requests are counted one by one. Once a delay has passed, concurrent
 * attempts race for one short check slot, so only one of them is checked against that failure.
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
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const lastPassed = await db.auditLog.findFirst({
    where: {
      subjectUserId: userId,
      action: "session.sign-in-step-passed",
      createdAt: { gt: hourAgo },
      metadata: { path: ["step"], equals: step },
    },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const where = {
    subjectUserId: userId,
    action: "session.sign-in-failed",
    createdAt: { gt: lastPassed?.createdAt ?? hourAgo },
    AND: [
      { metadata: { path: ["step"], equals: step } },
      { OR: COUNTED_REASONS[step].map((reason) => ({ metadata: { path: ["reason"], equals: reason } })) },
    ],
  };
  const [failures, latest] = await Promise.all([
    db.auditLog.count({ where }),
    db.auditLog.findFirst({ where, orderBy: { createdAt: "desc" }, select: { id: true, createdAt: true } }),
  ]);
  const decision = decideSignInAttempt({ failures, latestFailureAt: latest?.createdAt ?? null, now: new Date() });
  if (!decision.allowed) return refuse({ userId, step, ipAddress });
  if (decision.afterDelay && !(await tryConsume(`sign-in:${step}:after:${latest!.id}`, 1, CHECK_SLOT_SECONDS))) {
    return refuse({ userId, step, ipAddress });
  }
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
