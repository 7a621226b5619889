import type { CurrentOverview, CustomerRecord, FamilyMemberRecord } from "@/lib/customers/get-customer-record";
import { builder } from "@/lib/graphql/builder";

// The member's profile (000 §3 Customer, 001 §3 Current overview), shared by every operation that returns one.
// Dates of birth are ISO dates (YYYY-MM-DD); the client shows them as MM/DD/YYYY.

const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export const FamilyRelationshipEnum = builder.enumType("FamilyRelationship", {
  values: ["SPOUSE", "CHILD"] as const,
});

export const FamilyMemberType = builder.objectRef<FamilyMemberRecord>("FamilyMember").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    relationship: t.field({ type: FamilyRelationshipEnum, resolve: (member) => member.relationship }),
    firstName: t.exposeString("firstName", { nullable: true }),
    gender: t.exposeString("gender", { nullable: true }),
    birthday: t.string({ nullable: true, resolve: (member) => isoDate(member.birthday) }),
    email: t.exposeString("email", { nullable: true }),
  }),
});

export const CurrentOverviewType = builder.objectRef<CurrentOverview>("CurrentOverview").implement({
  fields: (t) => ({
    totalLiquidSavings: t.expose("totalLiquidSavings", { type: "Decimal" }),
    totalSavings: t.expose("totalSavings", { type: "Decimal" }),
    assetWorth: t.expose("assetWorth", { type: "Decimal" }),
    currentCreditScore: t.exposeInt("currentCreditScore", { nullable: true }),
    netWorthIncrementSinceLastUpdate: t.expose("netWorthIncrementSinceLastUpdate", { type: "Decimal" }),
    totalSavingIncrementSinceLastUpdate: t.expose("totalSavingIncrementSinceLastUpdate", { type: "Decimal" }),
  }),
});

const CustomerUserType = builder
  .objectRef<CustomerRecord["user"]>("CustomerUser")
  .implement({
    fields: (t) => ({
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      recoveryEmail: t.exposeString("recoveryEmail", { nullable: true }),
    }),
  });

const EmploymentType = builder.objectRef<{ workProvidedEmail: string }>("Employment").implement({
  fields: (t) => ({ workProvidedEmail: t.exposeString("workProvidedEmail") }),
});

export const CustomerType = builder.objectRef<CustomerRecord>("Customer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    birthday: t.string({ nullable: true, resolve: (customer) => isoDate(customer.birthday) }),
    kids: t.exposeInt("kids", { nullable: true }),
    gender: t.exposeString("gender", { nullable: true }),
    state: t.exposeString("state", { nullable: true }),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    maritalStatus: t.exposeString("maritalStatus", { nullable: true }),
    race: t.exposeString("race", { nullable: true }),
    hfhs: t.exposeInt("hfhs", { description: "Financial health score, 0 to 100 (50 until computed)." }),
    user: t.field({ type: CustomerUserType, resolve: (customer) => customer.user }),
    familyMembers: t.field({ type: [FamilyMemberType], resolve: (customer) => customer.familyMembers }),
    employments: t.field({ type: [EmploymentType], resolve: (customer) => customer.employments }),
    currentOverview: t.field({ type: CurrentOverviewType, resolve: (customer) => customer.currentOverview }),
  }),
});
