import { dictionary } from "@zxcvbn-ts/language-common";
import { findServerPasswordProblems, isPasswordAllowed } from "@/lib/auth/check-password-rule";
import { findPasswordProblems } from "@/lib/auth/password-rule";
import { estimatePassword } from "@/lib/auth/password-estimator";
import {
  COMMON_PASSWORDS_MEETING_REQUIREMENTS,
  isPasswordEstimatorLoaded,
  loadPasswordEstimator,
  measurePasswordStrength,
  PASSWORD_REQUIREMENTS,
} from "@/lib/auth/password-strength";

// One rule for the server and the strength meter (spec 000 §5): what the meter calls valid, the server accepts.

const email = "jordan.rivera@example.com";

describe("the shared password rule", () => {
  test("checks length, digits only, similarity to the email and the common passwords it is given", () => {
    const commonPasswords = new Set(["harborlights"]);
    expect(findPasswordProblems({ password: "Ab3$xyz", email, commonPasswords })).toEqual(["too-short"]);
    expect(findPasswordProblems({ password: "90817263", email, commonPasswords })).toEqual(["entirely-numeric"]);
    expect(findPasswordProblems({ password: "Jordan.Rivera1", email, commonPasswords })).toEqual(["similar-to-email"]);
    expect(findPasswordProblems({ password: "HarborLights", email, commonPasswords })).toEqual(["too-common"]);
    expect(findPasswordProblems({ password: "Tidal-Lantern-42", email, commonPasswords })).toEqual([]);
  });

  test("has nothing to compare with when there is no email", () => {
    expect(findPasswordProblems({ password: "Jordan.Rivera1", email: null, commonPasswords: new Set() })).toEqual([]);
  });
});

// Spec 000 §5 on the server: zxcvbn's estimate with its common-password and l33t dictionaries, so the simple changes
// people make to a common password (l33t, capitals, appended digits and symbols) do not make it strong.
describe("the server's rule", () => {
  test.each([
    ["Passw0rd!", "too-common"],
    ["P@ssword1", "too-common"],
    ["P@ssw0rd", "too-common"],
    ["Summer2024!", "too-common"],
    ["Password123!", "too-common"],
    ["Qwerty123!", "too-common"],
    ["Iloveyou1!", "too-common"],
    ["Welcome1!", "too-common"],
    ["drowssap1!", "too-common"],
    ["BASEBALL", "too-common"],
    ["Aa1!aaaa", "too-guessable"],
    ["aB3!efgh", "too-guessable"],
    ["Dragon2023!", "too-common"],
    ["Qwertyuiop", "too-common"],
    ["JordanRivera!1", "similar-to-email"],
    ["Ab3$xyz", "too-short"],
    ["90817263", "entirely-numeric"],
  ])("refuses %s (%s)", (password, problem) => {
    expect(findServerPasswordProblems({ password, email })).toEqual([problem]);
    expect(isPasswordAllowed({ password, email })).toBe(false);
  });

  test.each(["Tidal-Lantern-42!", "Harbor-Lights-2031", "Fresh-Mooring-77!", "Tr0ub4dor&3x", "Zq7!mW2x", "correct horse battery"])(
    "accepts %s",
    (password) => {
      expect(findServerPasswordProblems({ password, email })).toEqual([]);
    },
  );
});

describe("the meter's common passwords", () => {
  test("are exactly the server's common passwords that some password meeting the five requirements can be", () => {
    // The server compares lower-cased; a password meeting the requirements has an upper- and a lower-case letter.
    const reachable = (dictionary["passwords-common"] as string[])
      .map((entry) => entry.toLowerCase())
      .filter((entry) => {
        const cased = entry.replace(/[a-z]/, (letter) => letter.toUpperCase());
        return PASSWORD_REQUIREMENTS.every((requirement) => requirement.test(cased));
      });
    expect([...COMMON_PASSWORDS_MEETING_REQUIREMENTS].sort()).toEqual([...new Set(reachable)].sort());
  });
});

describe("meter and server agree", () => {
  beforeAll(async () => {
    await loadPasswordEstimator();
  });

  test("the meter loads the server's own estimator", () => {
    expect(isPasswordEstimatorLoaded()).toBe(true);
    expect(measurePasswordStrength({ password: "Passw0rd!", email: null }).refusal).toBe("too-common");
    expect(estimatePassword("Passw0rd!", []).guessesLog10).toBeLessThan(8);
  });

  test.each([
    ["Passw0rd!", email],
    ["P@ssword1", email],
    ["Summer2024!", email],
    ["Aa1!aaaa", email],
    ["Tidal-Lantern-42!", email],
    ["Jordan.Rivera1!", email],
    ["Rivera#2026x", email],
    ["Example!2026", email],
    ["P@ssw0rd", email],
    ["Pa$$W0RD", email],
    ["1Qaz@wsx", email],
    ["Demo-Password-2026!", "alex.morgan@example.com"],
    ["Alex.Morgan-99!", "alex.morgan@example.com"],
  ])("on %s for %s", (password, address) => {
    const meter = measurePasswordStrength({ password, email: address });
    expect(meter.score).toBe(PASSWORD_REQUIREMENTS.length);
    expect(meter.isValid).toBe(isPasswordAllowed({ password, email: address }));
    const serverProblems = findServerPasswordProblems({ password, email: address });
    expect(meter.refusal).toBe(serverProblems[0] ?? null);
  });
});
