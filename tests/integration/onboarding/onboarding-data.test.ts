import { getDb } from "@/lib/db";
import { createCustomer, createIncome, createStaffUser, createUser, PRIORITY_TEMPLATES, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

type Errorish = { error: string | null; errorField?: string | null };

async function signedInMember() {
  const db = await getDb();
  const user = await createUser(db);
  const { cookie, sessionId } = await sessionCookieFor(user.id);
  const call = <T>(query: string, variables?: Record<string, unknown>) =>
    executeGraphQL<T>({ query, variables, cookie }).then(({ body }) => {
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    });
  return { user, cookie, sessionId, call };
}

const customerIdOf = async (userId: string) => (await (await getDb()).customer.findUniqueOrThrow({ where: { userId } })).id;

const PRIORITY_TEMPLATES_QUERY = "{ priorityTemplates { id name slug imageUrl sortOrder } }";
const PRIORITIES_QUERY = "{ priorities { slug name category shortDescription longDescription sortOrder } }";
const SAVE_PRIORITIES = `mutation($data: [PriorityInput!]) {
  bulkCreateOrUpdatePriorities(prioritiesData: $data) { error errorField priorities { id slug sortOrder } }
}`;

type SavePriorities = { bulkCreateOrUpdatePriorities: Errorish & { priorities: { id: string; slug: string; sortOrder: number }[] | null } };
const slugs = (...values: string[]) => values.map((priorityTemplateSlug) => ({ priorityTemplateSlug }));
const [first, second, third] = PRIORITY_TEMPLATES.map((template) => template.slug) as [string, string, string];

describe("priorities (spec 000 §2.10 step 3, §7; 002 §7)", () => {
  test("priorityTemplates lists the seeded templates in display order", async () => {
    const { call } = await signedInMember();
    const { priorityTemplates } = await call<{ priorityTemplates: { slug: string; imageUrl: string; sortOrder: number }[] }>(
      PRIORITY_TEMPLATES_QUERY,
    );
    expect(priorityTemplates.map((template) => template.slug)).toEqual(PRIORITY_TEMPLATES.map((template) => template.slug));
    expect(priorityTemplates[0]!.imageUrl).toBe(`/images/priorities/${first}.svg`);
  });

  test("the chosen set replaces the previous one, in the order sent; priorities lists it", async () => {
    const { call } = await signedInMember();
    const saved = await call<SavePriorities>(SAVE_PRIORITIES, { data: slugs(first, second, first) });
    expect(saved.bulkCreateOrUpdatePriorities.error).toBeNull();
    expect(saved.bulkCreateOrUpdatePriorities.priorities!.map((p) => [p.slug, p.sortOrder])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    const firstId = saved.bulkCreateOrUpdatePriorities.priorities![0]!.id;

    const again = await call<SavePriorities>(SAVE_PRIORITIES, { data: slugs(third, first) });
    expect(again.bulkCreateOrUpdatePriorities.priorities!.map((p) => p.slug)).toEqual([third, first]);
    // An unchanged choice keeps its row.
    expect(again.bulkCreateOrUpdatePriorities.priorities!.find((p) => p.slug === first)!.id).toBe(firstId);

    const { priorities } = await call<{ priorities: { slug: string; name: string }[] }>(PRIORITIES_QUERY);
    expect(priorities.map((p) => p.slug)).toEqual([third, first]);
  });

  test.each([
    [[], "Please choose at least one priority."],
    [slugs(first, "not-a-template"), "Please choose priorities from the list."],
  ])("refuses %p and keeps what was chosen before", async (data, message) => {
    const { call } = await signedInMember();
    await call(SAVE_PRIORITIES, { data: slugs(second) });
    const refused = await call<SavePriorities>(SAVE_PRIORITIES, { data });
    expect(refused.bulkCreateOrUpdatePriorities).toMatchObject({ error: message, priorities: null });
    const { priorities } = await call<{ priorities: { slug: string }[] }>(PRIORITIES_QUERY);
    expect(priorities.map((p) => p.slug)).toEqual([second]);
  });

  test("members see only their own priorities", async () => {
    const owner = await signedInMember();
    const other = await signedInMember();
    await owner.call(SAVE_PRIORITIES, { data: slugs(first) });
    await other.call(SAVE_PRIORITIES, { data: slugs(second, third) });
    expect((await owner.call<{ priorities: { slug: string }[] }>(PRIORITIES_QUERY)).priorities.map((p) => p.slug)).toEqual([first]);
  });
});

const UPDATE_PERSONAL_INFO = `mutation(
  $birthday: String, $children: Int, $firstName: String, $lastName: String, $gender: String, $race: String,
  $maritalStatus: String, $zipCode: String, $spouseData: SpouseDataInput, $childrenData: [ChildDataInput!]
) {
  updateCustomerPersonalInfo(
    birthday: $birthday, children: $children, firstName: $firstName, lastName: $lastName, gender: $gender,
    race: $race, maritalStatus: $maritalStatus, zipCode: $zipCode, spouseData: $spouseData, childrenData: $childrenData
  ) {
    error errorField
    customer {
      birthday kids gender race postalCode maritalStatus
      user { firstName lastName }
      familyMembers { id relationship firstName gender birthday email }
    }
  }
}`;

type FamilyMember = { id: string; relationship: string; firstName: string | null; gender: string | null; birthday: string | null; email: string | null };
type PersonalInfoResult = {
  updateCustomerPersonalInfo: Errorish & {
    customer: {
      birthday: string | null;
      kids: number | null;
      gender: string | null;
      race: string | null;
      postalCode: string | null;
      maritalStatus: string | null;
      user: { firstName: string; lastName: string };
      familyMembers: FamilyMember[];
    } | null;
  };
};

const thisYear = new Date().getUTCFullYear();

describe("updateCustomerPersonalInfo (spec 000 §2.10 steps 2 and 4, §4.9, §5)", () => {
  test("saves the profile and names, creating the Customer on first use", async () => {
    const { user, call } = await signedInMember();
    const { updateCustomerPersonalInfo: result } = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      firstName: " Dana ",
      lastName: "Reyes",
      birthday: "04/12/1990",
      gender: "Female",
      race: "Hispanic or Latino",
      zipCode: "78701",
      maritalStatus: "SINGLE",
      children: 0,
    });
    expect(result.error).toBeNull();
    expect(result.customer).toEqual({
      birthday: "1990-04-12",
      kids: 0,
      gender: "Female",
      race: "Hispanic or Latino",
      postalCode: "78701",
      maritalStatus: "SINGLE",
      user: { firstName: "Dana", lastName: "Reyes" },
      familyMembers: [],
    });
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Dana");
  });

  test("a married member gets one spouse (created, then updated) with the birth year as a birthday", async () => {
    const { call } = await signedInMember();
    const created = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      maritalStatus: "MARRIED",
      spouseData: { firstName: "Sam", birthYear: 1985, email: "Sam@Example.com" },
    });
    const [spouse] = created.updateCustomerPersonalInfo.customer!.familyMembers;
    expect(spouse).toMatchObject({ relationship: "SPOUSE", firstName: "Sam", birthday: "1985-01-01", email: "sam@example.com" });

    const updated = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      maritalStatus: "CIVIL_UNION",
      spouseData: { firstName: "Samantha", birthYear: 1986 },
    });
    expect(updated.updateCustomerPersonalInfo.customer!.familyMembers).toEqual([
      { ...spouse, firstName: "Samantha", birthday: "1986-01-01" },
    ]);
  });

  test("a status other than married or civil union marks the spouse deleted today and ignores spouse data", async () => {
    const { user, call } = await signedInMember();
    await call(UPDATE_PERSONAL_INFO, { maritalStatus: "MARRIED", spouseData: { firstName: "Sam", birthYear: 1985 } });
    const { updateCustomerPersonalInfo: result } = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      maritalStatus: "DIVORCED",
      spouseData: { firstName: "Ignored", birthYear: 1980 },
    });
    expect(result.customer!.familyMembers).toEqual([]);
    const rows = await (await getDb()).familyMember.findMany({ where: { customerId: await customerIdOf(user.id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deletedAt?.toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  test("children entries are created (gender N/A), updated and soft-deleted; new-and-deleted entries are skipped", async () => {
    const { call } = await signedInMember();
    const created = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      children: 2,
      childrenData: [{ firstName: "Ava", birthYear: 2015 }, { birthYear: null }, { firstName: "Ghost", isDeleted: true }],
    });
    const children = created.updateCustomerPersonalInfo.customer!.familyMembers;
    expect(children.map(({ firstName, gender, birthday }) => ({ firstName, gender, birthday }))).toEqual([
      { firstName: "Ava", gender: "N/A", birthday: "2015-01-01" },
      { firstName: null, gender: "N/A", birthday: null },
    ]);

    const [ava, unnamed] = children as [FamilyMember, FamilyMember];
    const changed = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      children: 2,
      childrenData: [
        { id: ava.id, firstName: "Ava Grace", birthYear: 2016 },
        { id: unnamed.id, isDeleted: true },
        { firstName: "Leo", birthYear: thisYear },
      ],
    });
    expect(changed.updateCustomerPersonalInfo.customer!.familyMembers.map((m) => [m.firstName, m.birthday])).toEqual([
      ["Ava Grace", "2016-01-01"],
      ["Leo", `${thisYear}-01-01`],
    ]);
  });

  test.each([
    [{ maritalStatus: "MARRIED", spouseData: { birthYear: thisYear - 10 } }, "spouseData.birthYear", "Please enter a valid birth year for your spouse (at least 18 years old)."],
    [{ childrenData: [{ firstName: "Ok" }, { birthYear: thisYear + 1 }] }, "childrenData.1.birthYear", "Please enter a valid birth year for your child."],
    [{ birthday: "02/30/1990" }, "birthday", "Please enter a valid birthday."],
    [{ firstName: "" }, "firstName", "Missing first name"],
    [{ zipCode: "ABCDE" }, "zipCode", "Please enter a valid ZIP code."],
  ])("refuses %p with errorField %p, saving nothing", async (variables, errorField, error) => {
    const { user, call } = await signedInMember();
    const { updateCustomerPersonalInfo: result } = await call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
      gender: "Male",
      ...variables,
    });
    expect(result).toEqual({ error, errorField, customer: null });
    expect(await (await getDb()).customer.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  test("another member's child id is refused like a missing one, and nothing of the call is saved", async () => {
    const owner = await signedInMember();
    const created = await owner.call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, { childrenData: [{ firstName: "Ava" }] });
    const ownersChild = created.updateCustomerPersonalInfo.customer!.familyMembers[0]!;

    const other = await signedInMember();
    await other.call(UPDATE_PERSONAL_INFO, { gender: "Male" });
    for (const id of [ownersChild.id, "missing-id"]) {
      const { updateCustomerPersonalInfo: result } = await other.call<PersonalInfoResult>(UPDATE_PERSONAL_INFO, {
        gender: "Female",
        childrenData: [{ firstName: "New" }, { id, isDeleted: true }],
      });
      expect(result).toEqual({ error: "That family member was not found.", errorField: "childrenData", customer: null });
    }
    const db = await getDb();
    expect((await db.customer.findUniqueOrThrow({ where: { userId: other.user.id } })).gender).toBe("Male");
    expect(await db.familyMember.count({ where: { customerId: await customerIdOf(other.user.id) } })).toBe(0);
    expect(await db.familyMember.findUniqueOrThrow({ where: { id: ownersChild.id } })).toMatchObject({ deletedAt: null, firstName: "Ava" });
  });

  test("in coach mode the coach edits the coached member's profile", async () => {
    const db = await getDb();
    const member = await createUser(db);
    const staff = await createStaffUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: member.id });
    const { body } = await executeGraphQL<PersonalInfoResult>({ query: UPDATE_PERSONAL_INFO, variables: { zipCode: "10001" }, cookie });
    expect(body.data!.updateCustomerPersonalInfo.customer!.postalCode).toBe("10001");
    expect(await db.customer.findUnique({ where: { userId: staff.id } })).toBeNull();
  });
});

const UPDATE_FINANCIAL_INFO = `mutation($creditScoreData: CreditScoreInput, $incomesData: [IncomeInput!], $expenseData: ExpenseInput) {
  updateFinancialInfo(creditScoreData: $creditScoreData, incomesData: $incomesData, expenseData: $expenseData) {
    error errorField
    creditScore { id name value }
    incomes { id name gross net grossMonthly netMonthly interval }
    expense { id name value interval category variation }
  }
}`;

type FinancialInfoResult = {
  updateFinancialInfo: Errorish & {
    creditScore: { id: string; name: string; value: number } | null;
    incomes: { id: string; name: string; gross: number; net: number; grossMonthly: number; netMonthly: number; interval: number }[] | null;
    expense: { id: string; name: string; value: number; interval: number; category: string; variation: string } | null;
  };
};

describe("updateFinancialInfo (spec 000 §2.10 steps 4 and 5, §9; 001 §9)", () => {
  test("saves the housing expense, credit score and income with the spec's defaults and arithmetic", async () => {
    const { call } = await signedInMember();
    const { updateFinancialInfo: result } = await call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { value: 712 },
      incomesData: [{ gross: 72000 }],
      expenseData: { value: 1450.5 },
    });
    expect(result.error).toBeNull();
    expect(result.creditScore).toMatchObject({ name: "Credit Score", value: 712 });
    expect(result.incomes).toEqual([
      expect.objectContaining({ name: "Salary", gross: 72000, net: 50400, grossMonthly: 6000, netMonthly: 4200, interval: 3 }),
    ]);
    expect(result.expense).toMatchObject({ name: "Housing", value: 1450.5, interval: 2, category: "HOME", variation: "FIXED" });
  });

  test("saving the steps again updates the same rows instead of adding", async () => {
    const { user, call } = await signedInMember();
    const once = await call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { value: 650 },
      incomesData: [{ gross: 50000 }],
      expenseData: { value: 900 },
    });
    const twice = await call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { value: 700 },
      incomesData: [{ gross: 60000, net: 45000 }],
      expenseData: { value: 0 },
    });
    expect(twice.updateFinancialInfo.creditScore).toEqual({ ...once.updateFinancialInfo.creditScore, value: 700 });
    expect(twice.updateFinancialInfo.incomes![0]).toMatchObject({ id: once.updateFinancialInfo.incomes![0]!.id, net: 45000, netMonthly: 3750 });
    expect(twice.updateFinancialInfo.expense).toMatchObject({ id: once.updateFinancialInfo.expense!.id, value: 0 });
    const db = await getDb();
    const customerId = await customerIdOf(user.id);
    expect(await db.creditScore.count({ where: { customerId } })).toBe(1);
    expect(await db.income.count({ where: { customerId } })).toBe(1);
    expect(await db.expense.count({ where: { customerId } })).toBe(1);
  });

  test.each([
    [{ creditScoreData: { value: 900 } }, "creditScoreData.value", "Please make sure you enter a valid credit score (between 300 and 850)."],
    [{ incomesData: [{ gross: 0.5 }] }, "incomesData.0.gross", "Please enter a valid positive whole number for income."],
    [{ expenseData: { value: -10 } }, "expenseData.value", "Please enter a valid amount for your housing expense."],
  ])("refuses %p (errorField %p) and saves none of the other parts", async (bad, errorField, error) => {
    const { user, call } = await signedInMember();
    const { updateFinancialInfo: result } = await call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { value: 700 },
      incomesData: [{ gross: 40000 }],
      expenseData: { value: 800 },
      ...bad,
    });
    expect(result).toEqual({ error, errorField, creditScore: null, incomes: null, expense: null });
    expect(await (await getDb()).customer.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  test("a failure inside the transaction rolls back the parts already written", async () => {
    const { user, call } = await signedInMember();
    const db = await getDb();
    const customer = await createCustomer(db, { userId: user.id });
    await createIncome(db, { customerId: customer.id, gross: "30000.00", name: "Side gig" });
    const { updateFinancialInfo: result } = await call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { value: 700 },
      expenseData: { value: 800 },
      // The second income fails after the credit score and the first income were written.
      incomesData: [{ gross: 50000 }, { id: "missing", name: "Bonus", gross: 1 }],
    });
    expect(result.error).toBe("Income not found.");
    expect(result.errorField).toMatch(/^incomesData\.1/);
    expect(await db.creditScore.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await db.income.count({ where: { customerId: customer.id } })).toBe(1);
    expect(await db.expense.count({ where: { customerId: customer.id } })).toBe(0);
  });

  test("another member's income and credit score ids are refused like missing ones", async () => {
    const owner = await signedInMember();
    const saved = await owner.call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { value: 640 },
      incomesData: [{ gross: 50000 }],
    });
    const other = await signedInMember();
    const income = await other.call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      incomesData: [{ id: saved.updateFinancialInfo.incomes![0]!.id, gross: 1 }],
    });
    expect(income.updateFinancialInfo.error).toBe("Income not found.");
    const score = await other.call<FinancialInfoResult>(UPDATE_FINANCIAL_INFO, {
      creditScoreData: { id: saved.updateFinancialInfo.creditScore!.id, value: 300 },
    });
    expect(score.updateFinancialInfo.error).toBe("Credit score not found.");
    const db = await getDb();
    expect((await db.income.findUniqueOrThrow({ where: { id: saved.updateFinancialInfo.incomes![0]!.id } })).gross.toNumber()).toBe(50000);
    expect((await db.creditScore.findUniqueOrThrow({ where: { id: saved.updateFinancialInfo.creditScore!.id } })).value).toBe(640);
  });
});

describe("signed-out callers", () => {
  test.each([
    PRIORITY_TEMPLATES_QUERY,
    PRIORITIES_QUERY,
    `mutation { bulkCreateOrUpdatePriorities(prioritiesData: [{ priorityTemplateSlug: "${first}" }]) { error } }`,
    "mutation { updateCustomerPersonalInfo(zipCode: \"78701\") { error } }",
    "mutation { updateFinancialInfo(expenseData: { value: 1 }) { error } }",
  ])("%s asks them to sign in", async (query) => {
    const { body } = await executeGraphQL({ query });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});
