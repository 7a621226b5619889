import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

/** Individual onboarding has six steps (spec 000 §2.10); a step past the last is stored as null, meaning complete. */
export const ONBOARDING_STEP_COUNT = 6;
export const INVALID_ONBOARDING_STEP = "Invalid onboarding step";

/**
 * Saves where the user is in onboarding (spec 000 §4.9). `onboardingStep` undefined leaves it as it is, null (or a
 * step past the last) marks onboarding complete; `isSkipOnboarding` undefined or null leaves the skip flag alone.
 */
export async function updateUserOnboardingStep({
  userId,
  onboardingStep,
  isSkipOnboarding,
}: {
  userId: string;
  onboardingStep: number | null | undefined;
  isSkipOnboarding: boolean | null | undefined;
}): Promise<void> {
  if (onboardingStep != null && (!Number.isInteger(onboardingStep) || onboardingStep < 1)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_ONBOARDING_STEP);
  }
  const data: { lastOnboardingStep?: number | null; isSkipOnboarding?: boolean } = {};
  if (onboardingStep !== undefined) {
    data.lastOnboardingStep = onboardingStep === null || onboardingStep > ONBOARDING_STEP_COUNT ? null : onboardingStep;
  }
  if (isSkipOnboarding != null) data.isSkipOnboarding = isSkipOnboarding;
  if (Object.keys(data).length === 0) return;

  const db = await getDb();
  await db.user.update({ where: { id: userId }, data, select: { id: true } });
}
