import { getEnv, testOnlySetting } from "@/lib/env";

// Two-factor codes (spec 000 §5, §9; issue 3 item 3). The numbers are recorded in docs/decisions.md.
export const CODE_LENGTH = 6;
export const CODE_LIFETIME_SECONDS = 10 * 60;
/** A code dies after this many wrong tries; the user asks for a new one. */
export const CODE_MAX_ATTEMPTS = 5;
/** No new code to the same number within this many seconds of the last one (any channel). */
export const CODE_SEND_COOLDOWN_SECONDS = 30;

/**
 * The wait between two codes to one number. End-to-end tests may shorten it (TEST_ONE_TIME_CODE_COOLDOWN_SECONDS);
 * ignored unless the install is local or test, so staging and production always wait 30 seconds.
 */
export function codeSendCooldownSeconds(): number {
  return testOnlySetting(getEnv().TEST_ONE_TIME_CODE_COOLDOWN_SECONDS) ?? CODE_SEND_COOLDOWN_SECONDS;
}

/** Whole seconds until a number last sent a code at `sentAt` may get another (0 once the cooldown is over). */
export function cooldownSecondsLeft(sentAt: Date, now: Date): number {
  const waitMs = sentAt.getTime() + codeSendCooldownSeconds() * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
/** Codes sent per hour, per number and per account. */
export const CODE_SENDS_PER_HOUR = 10;
/** Codes sent per hour from one IP address (many accounts). */
export const CODE_SENDS_PER_IP_PER_HOUR = 30;
/** Daily caps on top of the hourly ones: a number or account that keeps asking is stopped for the day. */
export const CODE_SENDS_PER_DAY = 20;
export const CODE_SENDS_PER_IP_PER_DAY = 100;
export const REMEMBER_DEVICE_DAYS = 30;

/**
 * How long a new code lives. End-to-end tests may shorten it (TEST_ONE_TIME_CODE_LIFETIME_SECONDS) to watch a code
 * expire; the setting is ignored unless the install is local or test, so staging and production always use 10 minutes.
 */
export function codeLifetimeSeconds(): number {
  return testOnlySetting(getEnv().TEST_ONE_TIME_CODE_LIFETIME_SECONDS) ?? CODE_LIFETIME_SECONDS;
}
