import { decideSignInAttempt, MAX_FAILURES_PER_HOUR } from "@/lib/auth/log-in/sign-in-throttle";

const now = new Date("2030-01-01T12:00:00Z");
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("the growing delay after failed sign-ins", () => {
  test.each([
    { failures: 0, ago: null, allowed: true },
    { failures: 4, ago: 0, allowed: true },
    // Fifth failure: wait 1 s after it.
    { failures: 5, ago: 0, allowed: false },
    { failures: 5, ago: 1, allowed: true },
    // Tenth failure: wait 32 s.
    { failures: 10, ago: 31, allowed: false },
    { failures: 10, ago: 32, allowed: true },
    // The wait is capped at 15 minutes, however many failures.
    { failures: 40, ago: 899, allowed: false },
    { failures: 40, ago: 900, allowed: true },
  ])("$failures failures, the latest $ago s ago: allowed $allowed", ({ failures, ago, allowed }) => {
    const decision = decideSignInAttempt({ failures, latestFailureAt: ago === null ? null : secondsAgo(ago), now });
    expect(decision.allowed).toBe(allowed);
  });

  test("a refusal during the wait says how long is left", () => {
    expect(decideSignInAttempt({ failures: 10, latestFailureAt: secondsAgo(12), now })).toEqual({
      allowed: false,
      retryAfterSeconds: 20,
    });
  });

  test("after the wait an attempt goes ahead through the check slot; before any delay it needs none", () => {
    expect(decideSignInAttempt({ failures: 6, latestFailureAt: secondsAgo(2), now })).toEqual({
      allowed: true,
      afterDelay: true,
    });
    expect(decideSignInAttempt({ failures: 3, latestFailureAt: secondsAgo(0), now })).toEqual({
      allowed: true,
      afterDelay: false,
    });
  });

  test(`${MAX_FAILURES_PER_HOUR} failures within the hour refuse every attempt, however long ago the latest`, () => {
    expect(
      decideSignInAttempt({ failures: MAX_FAILURES_PER_HOUR, latestFailureAt: secondsAgo(40 * 60), now }).allowed,
    ).toBe(false);
  });
});
