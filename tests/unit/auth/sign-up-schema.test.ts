import {
  createNewUserViaPasswordSchema,
  signUpAccountSchema,
  signUpEmailSchema,
  signUpErrorText,
} from "@/lib/auth/schemas/sign-up-schema";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { findSignUpPartner, SIGN_UP_PARTNER_SLUGS } from "@/lib/auth/sign-up/sign-up-partners";

describe("sign-up schemas", () => {
  test("the email step needs a valid email and lower-cases it", () => {
    expect(signUpEmailSchema.safeParse({ email: "nope" }).success).toBe(false);
    expect(signUpEmailSchema.parse({ email: " Ada@Example.COM " })).toEqual({ email: "ada@example.com" });
  });

  test("the account step needs both names and a password meeting the meter's five requirements", () => {
    const schema = signUpAccountSchema("ada.lovelace@example.com");
    expect(schema.safeParse({ firstName: "Ada", lastName: "L", password: "Harbor-Lantern-42!" }).success).toBe(true);
    expect(schema.safeParse({ firstName: "Ada", lastName: "L", password: "harborlantern42" }).success).toBe(false);
    expect(schema.safeParse({ firstName: " ", lastName: "L", password: "Harbor-Lantern-42!" }).success).toBe(false);
  });

  test("the account step refuses what the server's rule refuses, and says why", () => {
    const schema = signUpAccountSchema("ada.lovelace@example.com");
    const message = (password: string) =>
      schema.safeParse({ firstName: "Ada", lastName: "L", password }).error?.issues.map((issue) => issue.message);
    expect(message("Lovelace-1815!")).toEqual(["Choose a password that does not resemble your email."]);
    expect(message("P@ssw0rd")).toEqual(["This password is one of the most used. Choose one that is harder to guess."]);
    expect(message("harbor")).toEqual(["Your password must meet all five requirements."]);
  });

  test("the server input leaves password strength to the server rule", () => {
    expect(createNewUserViaPasswordSchema.safeParse({ email: "a@b.co", firstName: "A", lastName: "B", password: "x" }).success).toBe(true);
  });

  test("maps each server message to the screen's text and place (spec 000 §8 'Sign-up')", () => {
    const info = "info@marinerwellness.com";
    expect(signUpErrorText("User with that email already exists", info).kind).toBe("duplicate");
    expect(signUpErrorText("Invalid email", info)).toEqual({ kind: "email", text: "Please enter a valid email." });
    expect(signUpErrorText("Password not strong enough", info)).toMatchObject({ kind: "password" });
    expect(signUpErrorText("Password not strong enough", info).text).toMatch(/at least 8 characters/);
    expect(signUpErrorText("Mariner employees must sign up using Okta.", info)).toEqual({
      kind: "email",
      text: "Mariner employees must sign up using Okta.",
    });
    expect(signUpErrorText("Unexpected error.", info).text).toBe(`An unknown error occurred. Contact ${info} for help.`);
  });
});

describe("sign-up variants", () => {
  test("partner slugs match case-insensitively; unknown ones do not", () => {
    expect(SIGN_UP_PARTNER_SLUGS).toHaveLength(10);
    expect(findSignUpPartner("HCC")).toEqual({ slug: "hcc", name: "HCC" });
    expect(findSignUpPartner("Teach-For-America")).toEqual({ slug: "teach-for-america", name: "Teach For America" });
    expect(findSignUpPartner("constructor")).toBeNull();
    expect(findSignUpPartner("acme")).toBeNull();
  });

  test("pricing plans are the two sold", () => {
    expect(findPricingPlan("financial-wellness-platform")?.name).toBe("Financial Wellness Platform");
    expect(findPricingPlan("financial-wellness-coaching")?.name).toBe("Financial Wellness Coaching");
    expect(findPricingPlan("toString")).toBeNull();
  });
});
