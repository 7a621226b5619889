import { consentWarningText, lastUpdatedText, needsReconnect, problemText } from "@/components/accounts/connection-health";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("connection health in plain words", () => {
  test("the last successful sync", () => {
    expect(lastUpdatedText(null, now)).toBe("Not updated yet");
    expect(lastUpdatedText(ago(20_000), now)).toBe("Updated just now");
    expect(lastUpdatedText(ago(60_000), now)).toBe("Updated 1 minute ago");
    expect(lastUpdatedText(ago(3 * 3_600_000 + 59_000), now)).toBe("Updated 3 hours ago");
    expect(lastUpdatedText(ago(30 * 3_600_000), now)).toBe("Updated yesterday");
    expect(lastUpdatedText(ago(12 * 86_400_000), now)).toBe("Updated 12 days ago");
  });

  test("what is wrong, and whether Reconnect helps", () => {
    expect(problemText("Tartan Bank", null)).toBeNull();
    expect(problemText("Tartan Bank", "LOGIN_REQUIRED")).toBe(
      "Tartan Bank needs you to sign in again. Until you reconnect, we can't update these accounts.",
    );
    expect(problemText("Tartan Bank", "PROVIDER_ERROR")).toMatch(/outage/);
    expect(needsReconnect("LOGIN_REQUIRED", null)).toBe(true);
    expect(needsReconnect("PROVIDER_ERROR", null)).toBe(false);
    expect(needsReconnect(null, "ends soon")).toBe(true);
  });

  test("the consent warning starts 7 days before it ends", () => {
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(consentWarningText("Tartan Bank", null, now)).toBeNull();
    expect(consentWarningText("Tartan Bank", inDays(7.5), now)).toBeNull();
    expect(consentWarningText("Tartan Bank", inDays(7), now)).toBe(
      "Your permission to share Tartan Bank data ends on March 17. Reconnect to keep these accounts up to date.",
    );
    expect(consentWarningText("Tartan Bank", inDays(-1), now)).toMatch(/has ended/);
  });
});
