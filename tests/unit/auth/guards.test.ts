import {
  planMemberVerificationPath,
  signedInRedirect,
  signedOutRedirect,
  type GuardSubject,
} from "@/lib/auth/guards/decide-guard-redirect";
import { ONBOARDING_FINAL_STEP, PLAN_MEMBER_ROUTES } from "@/lib/auth/guards/guarded-routes";

/** A member who passes every guard: verified email, verified plan member, onboarding finished. */
const ready: GuardSubject = {
  isUserEmailVerified: true,
  isVerifiedPlanMember: true,
  matchedPlanMember: null,
  isStaff: false,
  isCoachMode: false,
  lastOnboardingStep: null,
  isSkipOnboarding: false,
  employerSignUpPlanId: null,
};

const unverifiedEmail: GuardSubject = { ...ready, isUserEmailVerified: false };
const notMember: GuardSubject = { ...ready, isVerifiedPlanMember: false };
const matched: GuardSubject = { ...notMember, matchedPlanMember: { workEmail: "sam@acme.example" } };
const onboarding: GuardSubject = { ...ready, lastOnboardingStep: 3 };
const staff: GuardSubject = { ...ready, isStaff: true, isVerifiedPlanMember: false, lastOnboardingStep: 2 };
/** authenticationInfo in coach mode: the customer's profile, the coach's isStaff. */
const coaching = (customer: Partial<GuardSubject>): GuardSubject => ({ ...ready, ...customer, isStaff: true, isCoachMode: true });

const verifyContact = "/verify?next=%2Fcontact";
const sentContact = "/verify/sent?work_provided_email=sam%40acme.example&next=%2Fcontact";

describe("signedInRedirect: the shell's guards (spec 000 §4.7)", () => {
  test.each<[string, GuardSubject, string, string | null]>([
    // A member who passes everything stays anywhere.
    ["ready member on the home", ready, "/health", null],
    ["ready member on coaching", ready, "/contact", null],
    ["ready member on the plan page", ready, "/plan-details", null],
    ["ready member on /verify", ready, "/verify", null],

    // 1. Email not verified: /verify-user-email, except already under it; before every other guard.
    ["unverified email on the home", unverifiedEmail, "/health", "/verify-user-email"],
    ["unverified email on coaching", unverifiedEmail, "/contact", "/verify-user-email"],
    ["unverified email on /verify", unverifiedEmail, "/verify", "/verify-user-email"],
    ["unverified email on /verify-user-email", unverifiedEmail, "/verify-user-email", null],
    ["unverified email under /verify-user-email", unverifiedEmail, "/verify-user-email/abc", null],
    ["unverified email and onboarding", { ...unverifiedEmail, lastOnboardingStep: 1 }, "/health", "/verify-user-email"],
    ["unverified staff", { ...staff, isUserEmailVerified: false }, "/customers", "/verify-user-email"],

    // 2. Not a verified plan member, on a plan-member route: /verify (or /verify/sent with the match), remembering.
    ["non-member on coaching", notMember, "/contact", verifyContact],
    ["non-member below coaching", notMember, "/contact/book?slot=3", "/verify?next=%2Fcontact%2Fbook%3Fslot%3D3"],
    ["non-member on the plan page", notMember, "/plan-details", "/verify?next=%2Fplan-details"],
    ["non-member with a roster match", matched, "/contact", sentContact],
    ["non-member on the home", notMember, "/health", null],
    ["non-member on accounts", notMember, "/accounts", null],
    ["non-member on learn", notMember, "/learn", null],
    ["non-member on a look-alike path", notMember, "/contacts", null],
    ["non-member on /verify", notMember, "/verify", null],
    ["non-member on /verify/sent", matched, "/verify/sent?work_provided_email=sam%40acme.example", null],
    ["non-member on /verify/error", notMember, "/verify/error", null],
    ["staff are exempt from the plan-member guard", { ...staff, lastOnboardingStep: null }, "/contact", null],

    // 3. Unfinished onboarding: /onboarding, unless there, on verify-user-email or in plan-member verification.
    ["onboarding at step 3 on the home", onboarding, "/health", "/onboarding"],
    ["onboarding at step 1 on accounts", { ...ready, lastOnboardingStep: 1 }, "/accounts", "/onboarding"],
    ["onboarding at step 6", { ...ready, lastOnboardingStep: 6 }, "/health", "/onboarding"],
    ["onboarding at the final step is done", { ...ready, lastOnboardingStep: ONBOARDING_FINAL_STEP }, "/health", null],
    ["onboarding null is done", ready, "/goals", null],
    ["onboarding skipped", { ...onboarding, isSkipOnboarding: true }, "/health", null],
    ["onboarding on /onboarding", onboarding, "/onboarding", null],
    ["onboarding under /onboarding", onboarding, "/onboarding/for-employers/financial-wellness-platform", null],
    ["onboarding on /verify-user-email", onboarding, "/verify-user-email", null],
    ["onboarding opening the emailed link", onboarding, "/verify/sent/token123?next=%2Fcontact", null],
    ["onboarding opening a plan administrator invitation", onboarding, "/plan-invitation?token=abc", null],
    ["onboarding on a plan dashboard", onboarding, "/dashboard/plan-1", "/onboarding"],
    ["onboarding and not a member on coaching", { ...notMember, lastOnboardingStep: 2 }, "/contact", verifyContact],
    ["onboarding and not a member on the home", { ...notMember, lastOnboardingStep: 2 }, "/health", "/onboarding"],
    ["staff are exempt from onboarding", staff, "/health", null],

    // An employer sign-up owes the employer's set-up, not the individual steps, whichever page they come back on.
    ...(["/health", "/dashboard", "/accounts"] as const).map(
      (path): [string, GuardSubject, string, string | null] => [
        `employer sign-up on ${path}`,
        { ...ready, lastOnboardingStep: 1, employerSignUpPlanId: "financial-wellness-platform" },
        path,
        "/onboarding/for-employers/financial-wellness-platform",
      ],
    ),
    [
      "employer sign-up on their set-up",
      { ...ready, lastOnboardingStep: 1, employerSignUpPlanId: "financial-wellness-platform" },
      "/onboarding/for-employers/financial-wellness-platform",
      null,
    ],

    // Coach mode: the customer's state decides; the coach's staff flag exempts nothing; the exit is never blocked.
    ["coach viewing a ready customer", coaching({}), "/health", null],
    ["coach viewing a non-member on coaching", coaching({ isVerifiedPlanMember: false }), "/contact", verifyContact],
    [
      "coach viewing a matched non-member",
      coaching({ isVerifiedPlanMember: false, matchedPlanMember: { workEmail: "sam@acme.example" } }),
      "/contact",
      sentContact,
    ],
    ["coach viewing an unverified email", coaching({ isUserEmailVerified: false }), "/health", null],
    ["coach viewing unfinished onboarding", coaching({ lastOnboardingStep: 2 }), "/accounts", null],
    ["coach on the customer page", coaching({ isVerifiedPlanMember: false }), "/customers/abc", null],
    ["coach on the customers list", coaching({ isUserEmailVerified: false }), "/customers", null],
  ])("%s", (_name, subject, path, expected) => {
    expect(signedInRedirect({ subject, path })).toBe(expected);
  });

  test("every plan-member route is guarded", () => {
    for (const route of PLAN_MEMBER_ROUTES) {
      expect(signedInRedirect({ subject: notMember, path: route })).toBe(`/verify?next=${encodeURIComponent(route)}`);
      expect(signedInRedirect({ subject: ready, path: route })).toBeNull();
    }
  });

  test("the remembered path is always a same-origin relative path", () => {
    const target = signedInRedirect({ subject: notMember, path: "/contact?x=1#top" });
    expect(target).toBe("/verify?next=%2Fcontact%3Fx%3D1%23top");
    expect(new URLSearchParams(target!.split("?")[1]).get("next")).toBe("/contact?x=1#top");
  });
});

describe("planMemberVerificationPath", () => {
  test("without a roster match: /verify", () => {
    expect(planMemberVerificationPath({ matchedWorkEmail: null, returnPath: "/contact" })).toBe(verifyContact);
  });

  test("with a roster match: /verify/sent with the work email", () => {
    expect(planMemberVerificationPath({ matchedWorkEmail: "sam@acme.example", returnPath: "/contact" })).toBe(sentContact);
  });
});

describe("signedOutRedirect: protected routes for signed-out visitors (spec 000 §2.1)", () => {
  test.each([
    ["/health", "/log-in?next=%2Fhealth"],
    ["/accounts?tab=assets", "/log-in?next=%2Faccounts%3Ftab%3Dassets"],
    ["/verify/sent/abc?next=%2Fcontact", "/log-in?next=%2Fverify%2Fsent%2Fabc%3Fnext%3D%252Fcontact"],
    ["/invite/abc", "/sign-up?next=%2Finvite%2Fabc"],
    ["/invite", "/sign-up?next=%2Finvite"],
    ["/invitee", "/log-in?next=%2Finvitee"],
    // Anything that is not a same-origin relative path is replaced by the home.
    ["/", "/log-in?next=%2Fhealth"],
    ["//evil.example/x", "/log-in?next=%2Fhealth"],
    ["/\\evil.example", "/log-in?next=%2Fhealth"],
    ["https://evil.example/", "/log-in?next=%2Fhealth"],
    ["javascript:alert(1)", "/log-in?next=%2Fhealth"],
  ])("%s goes to %s", (path, expected) => {
    expect(signedOutRedirect(path)).toBe(expected);
  });
});
