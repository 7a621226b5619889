import { getDb } from "@/lib/db";
import { createUser, PRICING_PLAN_IDS, uniqueEmail } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Names reach the database composed (NFC), trimmed and capped on every path that accepts one (issue 11, finding 8).

const DECOMPOSED = "Rene\u0301e"; // e + U+0301 COMBINING ACUTE ACCENT
const COMPOSED = "Renée";
const TOO_LONG = "A".repeat(101);

let ipCounter = 0;
const ip = () => `203.0.113.${(++ipCounter % 250) + 1}`;

async function signedIn() {
  const db = await getDb();
  const user = await createUser(db);
  const { cookie } = await sessionCookieFor(user.id);
  return { user, cookie };
}

describe("names are stored composed and capped", () => {
  test("sign-up", async () => {
    const email = uniqueEmail("nfc");
    const query = `mutation($email: String!, $firstName: String!, $lastName: String!) {
      createNewUserViaPassword(email: $email, password: "Harbor-Lantern-42!", firstName: $firstName, lastName: $lastName, captchaToken: "") { error }
    }`;
    const ok = await executeGraphQL<{ createNewUserViaPassword: { error: string | null } }>({
      query,
      variables: { email, firstName: ` ${DECOMPOSED} `, lastName: `Gonza\u0301lez` },
      headers: { "x-forwarded-for": ip() },
    });
    expect(ok.body.data?.createNewUserViaPassword.error).toBeNull();
    const db = await getDb();
    expect(await db.user.findUniqueOrThrow({ where: { email }, select: { firstName: true, lastName: true } })).toEqual({
      firstName: COMPOSED,
      lastName: "González",
    });

    const long = await executeGraphQL<{ createNewUserViaPassword: { error: string | null } }>({
      query,
      variables: { email: uniqueEmail("long"), firstName: TOO_LONG, lastName: "Lee" },
      headers: { "x-forwarded-for": ip() },
    });
    // The spec's one sign-up message for a first-name problem.
    expect(long.body.data?.createNewUserViaPassword.error).toBe("Missing first name");
  });

  test("updateUserName (employer onboarding)", async () => {
    const { user, cookie } = await signedIn();
    const query = `mutation($firstName: String!, $lastName: String!) {
      updateUserName(firstName: $firstName, lastName: $lastName) { user { firstName lastName } error errorField }
    }`;
    const ok = await executeGraphQL<{ updateUserName: { user: { firstName: string } | null; error: string | null } }>({
      query,
      variables: { firstName: DECOMPOSED, lastName: "Lee" },
      cookie,
    });
    expect(ok.body.data?.updateUserName).toMatchObject({ user: { firstName: COMPOSED }, error: null });
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe(COMPOSED);

    const long = await executeGraphQL<{ updateUserName: { error: string | null; errorField: string | null } }>({
      query,
      variables: { firstName: TOO_LONG, lastName: "Lee" },
      cookie,
    });
    expect(long.body.data?.updateUserName).toMatchObject({
      error: "Please enter a first name of 100 characters or fewer.",
      errorField: "firstName",
    });
  });

  test("employer plan name: the composed and decomposed spellings are one name", async () => {
    const query = `mutation($name: String!, $pricingPlanId: String!) {
      createEmployerPlan(name: $name, pricingPlanId: $pricingPlanId) { plan { name } error }
    }`;
    const company = `Cafe\u0301 Harbor ${Math.random().toString(36).slice(2, 8)}`;
    const first = await signedIn();
    const created = await executeGraphQL<{ createEmployerPlan: { plan: { name: string } | null; error: string | null } }>({
      query,
      variables: { name: company, pricingPlanId: PRICING_PLAN_IDS.platform },
      cookie: first.cookie,
    });
    expect(created.body).toEqual({ data: { createEmployerPlan: { plan: { name: company.normalize("NFC") }, error: null } } });
    const second = await signedIn();
    const duplicate = await executeGraphQL<{ createEmployerPlan: { error: string | null } }>({
      query,
      variables: { name: company.normalize("NFC"), pricingPlanId: PRICING_PLAN_IDS.platform },
      cookie: second.cookie,
    });
    expect(duplicate.body.data?.createEmployerPlan.error).toBe(
      "There is already a plan with that name. Please choose another one.",
    );
  });

  test("personal info: the member's, the spouse's and the children's names", async () => {
    const { user, cookie } = await signedIn();
    const query = `mutation($firstName: String, $spouseData: SpouseDataInput, $childrenData: [ChildDataInput!], $maritalStatus: String) {
      updateCustomerPersonalInfo(firstName: $firstName, maritalStatus: $maritalStatus, children: 1, spouseData: $spouseData, childrenData: $childrenData) {
        error errorField
      }
    }`;
    const ok = await executeGraphQL<{ updateCustomerPersonalInfo: { error: string | null } }>({
      query,
      variables: {
        firstName: DECOMPOSED,
        maritalStatus: "MARRIED",
        spouseData: { firstName: "Zoe\u0308", birthYear: 1985 },
        childrenData: [{ firstName: " Noe\u0301mi ", birthYear: 2015 }],
      },
      cookie,
    });
    expect(ok.body.data?.updateCustomerPersonalInfo.error).toBeNull();
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe(COMPOSED);
    const family = await db.familyMember.findMany({
      where: { customer: { userId: user.id } },
      select: { relationship: true, firstName: true },
      orderBy: { relationship: "asc" },
    });
    expect(family.map((member) => member.firstName).sort()).toEqual(["Noémi", "Zoë"]);

    const long = await executeGraphQL<{ updateCustomerPersonalInfo: { error: string | null; errorField: string | null } }>({
      query,
      variables: { maritalStatus: "MARRIED", spouseData: { firstName: TOO_LONG, birthYear: 1985 } },
      cookie,
    });
    expect(long.body.data?.updateCustomerPersonalInfo).toEqual({
      error: "Please enter a shorter name.",
      errorField: "spouseData.firstName",
    });
  });

  test("demo requests", async () => {
    const query = `mutation($input: RequestDemoInput!) { requestDemo(input: $input) { didRequest error errorField } }`;
    const workEmail = uniqueEmail("demo-nfc");
    const input = {
      name: DECOMPOSED,
      workEmail,
      company: "Cre\u0300che Partners",
      employeeCount: 10,
      preferredTime: "Weekday mornings (Central Time)",
    };
    const ok = await executeGraphQL<{ requestDemo: { didRequest: boolean } }>({
      query,
      variables: { input },
      headers: { "x-forwarded-for": ip() },
    });
    expect(ok.body.data?.requestDemo.didRequest).toBe(true);
    const db = await getDb();
    expect(await db.demoRequest.findFirstOrThrow({ where: { workEmail }, select: { name: true, company: true } })).toEqual({
      name: COMPOSED,
      company: "Crèche Partners",
    });

    const long = await executeGraphQL<{ requestDemo: { didRequest: boolean; error: string | null; errorField: string | null } }>({
      query,
      variables: { input: { ...input, workEmail: uniqueEmail("demo-long"), company: "C".repeat(201) } },
      headers: { "x-forwarded-for": ip() },
    });
    expect(long.body.data?.requestDemo).toEqual({
      didRequest: false,
      error: "Use 200 characters or fewer",
      errorField: "company",
    });
  });

  test("manual account names", async () => {
    const { user, cookie } = await signedIn();
    const query = `mutation($name: String!) { createAsset(assetData: { name: $name, value: 100, accountType: "checking" }) { error } }`;
    const ok = await executeGraphQL<{ createAsset: { error: string | null } }>({ query, variables: { name: "Cre\u0300che fund" }, cookie });
    expect(ok.body.data?.createAsset.error).toBeNull();
    const db = await getDb();
    const stored = await db.asset.findFirstOrThrow({ where: { customer: { userId: user.id } }, select: { name: true } });
    expect(stored.name).toBe("Crèche fund");
    const long = await executeGraphQL<{ createAsset: { error: string | null } }>({ query, variables: { name: TOO_LONG }, cookie });
    expect(long.body.data?.createAsset.error).toBe("Asset name must be 100 characters or fewer.");
  });
});
