import { dictionary } from "@zxcvbn-ts/language-common";
import { findServerPasswordProblems, isPasswordAllowed } from "@/lib/auth/check-password-rule";
import { findPasswordProblems } from "@/lib/auth/password-rule";
import {
  COMMON_PASSWORDS_MEETING_REQUIREMENTS,
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
  test.each([
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
