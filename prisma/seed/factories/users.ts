import { hashPassword } from "@/lib/crypto/hash-password";
import { getEnv } from "@/lib/env";
import type { Customer, Employment, PlanMember, Prisma, User } from "@/lib/generated/prisma/client";

import type { SeedDb } from "../db";
import { utcDate } from "../dates";
import { uniqueEmail, uniqueSuffix } from "../unique";
import { createIncome, createCreditScore, createExpense, HOUSING_EXPENSE, type Money } from "./finance";

export type CreateUserOverrides = Partial<Prisma.UserUncheckedCreateInput> & {
  /** Hashed with argon2id into passwordHash. Without it (and without passwordHash) the user has no password. */
  password?: string;
};

// Factories hash each distinct password once: argon2id costs ~50 ms, and fixture users sharing a password may share
// its hash. Never do this for real users.
const passwordHashes = new Map<string, Promise<string>>();

export function hashFixturePassword(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

/**
 * A user as a fresh sign-up would be (the schema's defaults: email not verified, onboarding at step 1), with a
 * unique email unless one is given. Emails are lower-cased as everywhere else.
 */
export async function createUser(db: SeedDb, overrides: CreateUserOverrides = {}): Promise<User> {
  const { password, email, ...rest } = overrides;
  return db.user.create({
    data: {
      firstName: "Test",
      lastName: "User",
      ...rest,
      email: (email ?? uniqueEmail("user")).trim().toLowerCase(),
      ...(password !== undefined ? { passwordHash: await hashFixturePassword(password) } : {}),
    },
  });
}

/** A staff user: email on the staff domain (STAFF_EMAIL_DOMAIN), signing in through the identity provider. */
export async function createStaffUser(db: SeedDb, overrides: CreateUserOverrides = {}): Promise<User> {
  const now = new Date();
  return createUser(db, {
    email: uniqueEmail("staff", getEnv().STAFF_EMAIL_DOMAIN),
    firstName: "Staff",
    lastName: "Member",
    isStaff: true,
    isSingleSignOn: true,
    oktaSubject: `okta-${uniqueSuffix()}`,
    isEmailVerified: true,
    emailVerifiedAt: now,
    lastOnboardingStep: null,
    ...overrides,
  });
}

/** The Customer row of a user, empty unless fields are given. */
export async function createCustomer(
  db: SeedDb,
  { userId, ...overrides }: { userId: string } & Partial<Omit<Prisma.CustomerUncheckedCreateInput, "userId">>,
): Promise<Customer> {
  return db.customer.create({ data: { userId, ...overrides } });
}

export interface CreateMemberWithProfileOptions {
  user?: CreateUserOverrides;
  customer?: Partial<Omit<Prisma.CustomerUncheckedCreateInput, "userId">>;
  /** Makes the member a verified plan member of this plan, with this work email (unique by default). */
  employerPlan?: { id: string; workEmail?: string };
  /** Slugs of existing PriorityTemplates to pick, in order. */
  prioritySlugs?: readonly string[];
  /** Yearly gross salary; default 72000.00. */
  salary?: Money;
  /** Monthly housing cost; default 1500.00. */
  housing?: Money;
  creditScore?: number;
}

export interface MemberWithProfile {
  user: User;
  customer: Customer;
  employment?: Employment;
  planMember?: PlanMember;
}

/**
 * A member who finished onboarding: email verified, onboarding complete (lastOnboardingStep null), a customer profile,
 * salary, housing expense and credit score as the onboarding steps save them (000 §4.9), chosen priorities and,
 * when a plan is given, a verified membership of it.
 */
export async function createMemberWithProfile(
  db: SeedDb,
  options: CreateMemberWithProfileOptions = {},
): Promise<MemberWithProfile> {
  const now = new Date();
  const user = await createUser(db, {
    email: uniqueEmail("member"),
    firstName: "Jamie",
    lastName: "Rivera",
    isEmailVerified: true,
    emailVerifiedAt: now,
    lastOnboardingStep: null,
    ...options.user,
  });
  const creditScore = options.creditScore ?? 700;
  const customer = await createCustomer(db, {
    userId: user.id,
    birthday: utcDate(1990, 4, 17),
    kids: 0,
    gender: "Female",
    state: "TX",
    postalCode: "78704",
    maritalStatus: "SINGLE",
    race: "Prefer not to say",
    hfhs: 50,
    currentCreditScore: creditScore,
    ...options.customer,
  });

  await createIncome(db, { customerId: customer.id, gross: options.salary ?? "72000.00" });
  await createExpense(db, { customerId: customer.id, ...HOUSING_EXPENSE, value: options.housing ?? "1500.00" });
  await createCreditScore(db, { customerId: customer.id, value: creditScore });

  if (options.prioritySlugs?.length) {
    const templates = await db.priorityTemplate.findMany({
      where: { slug: { in: [...options.prioritySlugs] } },
      select: { id: true, slug: true },
    });
    const missing = options.prioritySlugs.filter((slug) => !templates.some((template) => template.slug === slug));
    if (missing.length) throw new Error(`createMemberWithProfile: no priority templates ${missing.join(", ")}.`);
    await db.priority.createMany({
      data: options.prioritySlugs.map((slug, index) => ({
        customerId: customer.id,
        priorityTemplateId: templates.find((template) => template.slug === slug)!.id,
        sortOrder: index + 1,
      })),
    });
  }

  if (!options.employerPlan) return { user, customer };

  const workEmail = (options.employerPlan.workEmail ?? uniqueEmail("employee", "employer.example")).toLowerCase();
  const employment = await db.employment.create({
    data: {
      customerId: customer.id,
      employerPlanId: options.employerPlan.id,
      workProvidedEmail: workEmail,
      isVerified: true,
      verifiedAt: now,
    },
  });
  const planMember = await db.planMember.upsert({
    where: { employerPlanId_workEmail: { employerPlanId: options.employerPlan.id, workEmail } },
    create: {
      employerPlanId: options.employerPlan.id,
      workEmail,
      firstName: user.firstName,
      lastName: user.lastName,
      status: "VERIFIED",
      invitedAt: now,
      verifiedAt: now,
      userId: user.id,
    },
    update: { status: "VERIFIED", verifiedAt: now, userId: user.id },
  });
  return { user, customer, employment, planMember };
}
