import {
  isPasswordStrongEnough,
  measurePasswordStrength,
  newPasswordProblem,
  PASSWORD_STRENGTH_LABELS,
} from "@/lib/auth/password-strength";

const measure = (password: string, email: string | null = null) => measurePasswordStrength({ password, email });
const met = (password: string) =>
  measure(password)
    .requirements.filter((requirement) => requirement.met)
    .map((requirement) => requirement.id);

describe("measurePasswordStrength", () => {
  it("checks each of the five requirements on its own", () => {
    expect(met("")).toEqual([]);
    expect(met("abcdefgh")).toEqual(["length", "lowercase"]);
    expect(met("A")).toEqual(["uppercase"]);
    expect(met("a")).toEqual(["lowercase"]);
    expect(met("7")).toEqual(["number"]);
    for (const special of "!@#$%^&*") expect(met(special)).toEqual(["special"]);
  });

  it("does not count other punctuation as a special character", () => {
    for (const other of "()-_+=?.,~'\"[]{}<>/\\| ") expect(met(other)).toEqual([]);
  });

  it("labels 1 to 5 requirements met from Very Weak to Very Strong, and nothing met with no label", () => {
    expect(PASSWORD_STRENGTH_LABELS).toEqual(["Very Weak", "Weak", "Fair", "Strong", "Very Strong"]);
    expect(measure("")).toMatchObject({ score: 0, label: null, isValid: false });
    expect(measure("a")).toMatchObject({ score: 1, label: "Very Weak" });
    expect(measure("aB")).toMatchObject({ score: 2, label: "Weak" });
    expect(measure("aB3")).toMatchObject({ score: 3, label: "Fair" });
    expect(measure("aB3!")).toMatchObject({ score: 4, label: "Strong", isValid: false });
    expect(measure("aB3!efgh")).toMatchObject({ score: 5, label: "Very Strong", isValid: true });
  });

  it("is valid only when all five are met", () => {
    expect(isPasswordStrongEnough({ password: "Demo-Password-2026!", email: null })).toBe(true);
    expect(isPasswordStrongEnough({ password: "aB3!efg", email: null })).toBe(false); // 7 characters
    expect(isPasswordStrongEnough({ password: "ab3!efgh", email: null })).toBe(false); // no uppercase
    expect(isPasswordStrongEnough({ password: "AB3!EFGH", email: null })).toBe(false); // no lowercase
    expect(isPasswordStrongEnough({ password: "aB-!efgh", email: null })).toBe(false); // no number
    expect(isPasswordStrongEnough({ password: "aB3-efgh", email: null })).toBe(false); // no listed special character
  });

  it("says 'Too similar to your email', not 'Very Strong', for a password the server refuses as similar to the email", () => {
    const email = "jordan.rivera@example.com";
    expect(measure("Jordan.Rivera1!", email)).toMatchObject({ score: 5, label: "Very Strong", refusal: "similar-to-email", isValid: false });
    expect(measure("Rivera-2026!", email)).toMatchObject({ refusal: "similar-to-email", isValid: false });
    expect(isPasswordStrongEnough({ password: "Jordan.Rivera1!", email })).toBe(false);
    // The same password is fine for someone else.
    expect(measure("Jordan.Rivera1!", "sam.okafor@example.com")).toMatchObject({ refusal: null, isValid: true });
  });

  it("refuses the common passwords that meet all five requirements, whatever their case", () => {
    for (const password of ["P@ssw0rd", "Pa$$w0rd", "1qaz@WSX", "ZAQ!2wsx"]) {
      expect(measure(password)).toMatchObject({ score: 5, refusal: "too-common", isValid: false });
    }
  });

  it("does not judge a password against the rule before it is 8 characters long", () => {
    expect(measure("jordan", "jordan.rivera@example.com")).toMatchObject({ refusal: null });
    expect(measure("Jordan1!", "jordan.rivera@example.com")).toMatchObject({ refusal: "similar-to-email" });
  });
});

describe("newPasswordProblem", () => {
  it("gives the rule's reason, the form's own message for unmet requirements, or nothing", () => {
    const email = "jordan.rivera@example.com";
    expect(newPasswordProblem({ password: "Jordan.Rivera1!", email }, "Unmet")).toBe("Choose a password that does not resemble your email.");
    expect(newPasswordProblem({ password: "P@ssw0rd", email }, "Unmet")).toBe("This password is one of the most used. Choose one that is harder to guess.");
    expect(newPasswordProblem({ password: "harbor", email }, "Unmet")).toBe("Unmet");
    expect(newPasswordProblem({ password: "Tidal-Lantern-42!", email }, "Unmet")).toBeNull();
  });
});
