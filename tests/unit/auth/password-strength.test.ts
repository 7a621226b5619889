import {
  isPasswordStrongEnough,
  measurePasswordStrength,
  PASSWORD_STRENGTH_LABELS,
} from "@/lib/auth/password-strength";

const met = (password: string) =>
  measurePasswordStrength(password)
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
    expect(measurePasswordStrength("")).toMatchObject({ score: 0, label: null, isValid: false });
    expect(measurePasswordStrength("a")).toMatchObject({ score: 1, label: "Very Weak" });
    expect(measurePasswordStrength("aB")).toMatchObject({ score: 2, label: "Weak" });
    expect(measurePasswordStrength("aB3")).toMatchObject({ score: 3, label: "Fair" });
    expect(measurePasswordStrength("aB3!")).toMatchObject({ score: 4, label: "Strong", isValid: false });
    expect(measurePasswordStrength("aB3!efgh")).toMatchObject({ score: 5, label: "Very Strong", isValid: true });
  });

  it("is valid only when all five are met", () => {
    expect(isPasswordStrongEnough("Demo-Password-2026!")).toBe(true);
    expect(isPasswordStrongEnough("aB3!efg")).toBe(false); // 7 characters
    expect(isPasswordStrongEnough("ab3!efgh")).toBe(false); // no uppercase
    expect(isPasswordStrongEnough("AB3!EFGH")).toBe(false); // no lowercase
    expect(isPasswordStrongEnough("aB-!efgh")).toBe(false); // no number
    expect(isPasswordStrongEnough("aB3-efgh")).toBe(false); // no listed special character
  });
});
