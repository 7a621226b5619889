import { findServerPasswordProblems as findPasswordProblems, isPasswordAllowed } from "@/lib/auth/check-password-rule";

describe("server password rule (spec 000 §5)", () => {
  const email = "jordan.rivera@example.com";

  test("accepts a long, uncommon password unrelated to the email", () => {
    expect(isPasswordAllowed({ password: "Tidal-Lantern-42", email })).toBe(true);
  });

  test("needs at least 8 characters", () => {
    expect(findPasswordProblems({ password: "Ab3$xyz", email })).toContain("too-short");
    expect(findPasswordProblems({ password: "Ab3$xyzq", email })).not.toContain("too-short");
  });

  test("refuses an entirely numeric password", () => {
    expect(findPasswordProblems({ password: "90817263", email })).toContain("entirely-numeric");
  });

  test("refuses a password similar to the email", () => {
    expect(findPasswordProblems({ password: "jordanrivera", email })).toContain("similar-to-email");
    expect(findPasswordProblems({ password: "Jordan.Rivera1", email })).toContain("similar-to-email");
  });

  test("refuses commonly used passwords, whatever their case", () => {
    expect(findPasswordProblems({ password: "password1", email })).toContain("too-common");
    expect(findPasswordProblems({ password: "BASEBALL", email })).toContain("too-common");
  });
});
