import { GET as openUnsubscribe, POST as oneClickUnsubscribe } from "@/app/api/unsubscribe/route";
import { FORBIDDEN_MESSAGE } from "@/lib/authz/permissions";
import { getDb } from "@/lib/db";
import { SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import { issueUnsubscribeToken } from "@/lib/notifications/issue-unsubscribe-token";
import { NOTIFICATION_TARGET_MESSAGES } from "@/lib/notifications/notification-schemas";
import { queueNotificationEmail } from "@/lib/notifications/queue-notification-email";
import { createStaffUser, createUser, seedReferenceData } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

beforeAll(async () => {
  await seedReferenceData(await getDb());
});

const PREFERENCES = `query($token: String) { notificationPreferences(unsubscribeToken: $token) {
  error preferences { id categoryName isCategoryEmailEnabled emailFrequency supportsWeeklyDigest canUserOptOut
    templates { id templateName title isEmailEnabled canUserOptOut }
    subcategories { id categoryName isCategoryEmailEnabled } } } }`;
const UPDATE = `mutation($categoryId: ID, $templateId: ID, $subcategoryId: ID, $isEnabled: Boolean!, $token: String) {
  updateNotificationPreference(categoryId: $categoryId, templateId: $templateId, subcategoryId: $subcategoryId,
    isEnabled: $isEnabled, notificationType: EMAIL, unsubscribeToken: $token) { error didUpdate } }`;
const FREQUENCY = `mutation($categoryId: ID!, $frequency: NotificationFrequency!, $token: String) {
  updateNotificationFrequency(categoryId: $categoryId, frequency: $frequency, unsubscribeToken: $token) { error didUpdate } }`;

type Category = {
  id: string;
  categoryName: string;
  isCategoryEmailEnabled: boolean;
  emailFrequency: string;
  supportsWeeklyDigest: boolean;
  canUserOptOut: boolean;
  templates: Array<{ id: string; templateName: string; title: string; isEmailEnabled: boolean; canUserOptOut: boolean }>;
  subcategories: Array<{ id: string; categoryName: string; isCategoryEmailEnabled: boolean }>;
};
type PreferencesData = { notificationPreferences: { error: string | null; preferences: Category[] | null } };
type UpdateData = { updateNotificationPreference: { error: string | null; didUpdate: boolean } };

async function member() {
  const user = await createUser(await getDb(), { isEmailVerified: true });
  return { user, cookie: (await sessionCookieFor(user.id)).cookie };
}

async function tokenFor(userId: string, categoryId: string | null = null, now = new Date()) {
  const db = await getDb();
  return (await db.$transaction((tx) => issueUnsubscribeToken(tx, { userId, categoryId, now }))).token;
}

async function preferences(options: { cookie?: string; token?: string }) {
  const { body } = await executeGraphQL<PreferencesData>({ query: PREFERENCES, variables: { token: options.token }, cookie: options.cookie });
  return body;
}

async function update(variables: Record<string, unknown>, cookie?: string) {
  const { body } = await executeGraphQL<UpdateData>({ query: UPDATE, variables, cookie });
  return body.data?.updateNotificationPreference;
}

const byName = (categories: Category[] | null | undefined, name: string) => categories!.find((category) => category.categoryName === name)!;

describe("notificationPreferences", () => {
  test("the owner sees every category with its templates and subcategories, defaults on, investing included outside production", async () => {
    const { cookie } = await member();
    const { data } = await preferences({ cookie });
    const categories = data!.notificationPreferences.preferences!;
    expect(categories.map((category) => category.categoryName)).toEqual([
      "Account & Security",
      "Financial Insights",
      "Goals",
      "Coaching & Events",
      "Product Updates",
      "Investing",
    ]);
    const insights = byName(categories, "Financial Insights");
    expect(insights).toMatchObject({ isCategoryEmailEnabled: true, emailFrequency: "INSTANT", canUserOptOut: true });
    expect(insights.subcategories.map((subcategory) => subcategory.categoryName)).toContain("Budget alerts");
    const security = byName(categories, "Account & Security");
    expect(security.canUserOptOut).toBe(false);
    expect(security.templates.every((template) => !template.canUserOptOut && template.isEmailEnabled)).toBe(true);
  });

  test("signed out without a token: sign in again", async () => {
    const body = await preferences({});
    expect(body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN_MESSAGE);
  });

  test("a bad or expired token answers 'Invalid token'", async () => {
    const { user } = await member();
    expect((await preferences({ token: "not-a-token" })).data!.notificationPreferences).toEqual({ error: "Invalid token", preferences: null });
    const expired = await tokenFor(user.id, null, new Date(Date.now() - 366 * 86_400_000));
    expect((await preferences({ token: expired })).data!.notificationPreferences.error).toBe("Invalid token");
  });

  test("a token holder reads the token owner's preferences without signing in, and never their own", async () => {
    const owner = await member();
    const other = await member();
    const insights = byName((await preferences({ cookie: owner.cookie })).data!.notificationPreferences.preferences, "Financial Insights");
    expect((await update({ categoryId: insights.id, isEnabled: false }, owner.cookie))!.error).toBeNull();
    const token = await tokenFor(owner.user.id);
    for (const cookie of [undefined, other.cookie]) {
      const seen = byName((await preferences({ cookie, token })).data!.notificationPreferences.preferences, "Financial Insights");
      expect(seen.isCategoryEmailEnabled).toBe(false);
    }
    const own = byName((await preferences({ cookie: other.cookie })).data!.notificationPreferences.preferences, "Financial Insights");
    expect(own.isCategoryEmailEnabled).toBe(true);
  });
});

describe("updateNotificationPreference", () => {
  test("the spec's three target messages", async () => {
    const { cookie } = await member();
    expect(await update({ isEnabled: false }, cookie)).toEqual({ error: NOTIFICATION_TARGET_MESSAGES.missing, didUpdate: false });
    expect(await update({ categoryId: "a", templateId: "b", isEnabled: false }, cookie)).toEqual({
      error: "You cannot provide both a categoryId and templateId at the same time",
      didUpdate: false,
    });
    expect(await update({ subcategoryId: "c", isEnabled: false }, cookie)).toEqual({
      error: "You must provide a categoryId when providing a subcategoryId",
      didUpdate: false,
    });
    expect(NOTIFICATION_TARGET_MESSAGES.missing).toBe("You must provide either a categoryId, templateId, or subcategoryId");
  });

  test("the owner turns a category, a template and a subcategory off and on; the parent and opt-out rules hold", async () => {
    const { cookie } = await member();
    const read = async () => (await preferences({ cookie })).data!.notificationPreferences.preferences!;
    const goals = byName(await read(), "Goals");
    const insights = byName(await read(), "Financial Insights");
    const template = goals.templates[0]!;
    const subcategory = insights.subcategories[0]!;

    expect(await update({ templateId: template.id, isEnabled: false }, cookie)).toEqual({ error: null, didUpdate: true });
    expect(await update({ categoryId: insights.id, subcategoryId: subcategory.id, isEnabled: false }, cookie)).toEqual({ error: null, didUpdate: true });
    expect(byName(await read(), "Goals").templates[0]!.isEmailEnabled).toBe(false);
    expect(byName(await read(), "Financial Insights").subcategories[0]!.isCategoryEmailEnabled).toBe(false);

    expect(await update({ categoryId: goals.id, isEnabled: false }, cookie)).toEqual({ error: null, didUpdate: true });
    expect((await update({ templateId: template.id, isEnabled: true }, cookie))!.error).toBe("Turn on its category first.");
    expect(byName(await read(), "Goals")).toMatchObject({ isCategoryEmailEnabled: false, emailFrequency: "OFF" });

    const security = byName(await read(), "Account & Security");
    expect((await update({ templateId: security.templates[0]!.id, isEnabled: false }, cookie))!.error).toBe("This notification cannot be turned off.");
    expect((await update({ categoryId: security.id, isEnabled: false }, cookie))!.error).toBe("This notification cannot be turned off.");
    expect((await update({ categoryId: "missing", isEnabled: false }, cookie))!.error).toBe("Notification not found.");
  });

  test("another member's change does not touch the owner's; a coach in coach mode can read but not change", async () => {
    const owner = await member();
    const other = await member();
    const goals = byName((await preferences({ cookie: owner.cookie })).data!.notificationPreferences.preferences, "Goals");
    expect((await update({ categoryId: goals.id, isEnabled: false }, other.cookie))!.error).toBeNull();
    expect(byName((await preferences({ cookie: owner.cookie })).data!.notificationPreferences.preferences, "Goals").isCategoryEmailEnabled).toBe(true);

    const staff = await createStaffUser(await getDb());
    const coach = (await sessionCookieFor(staff.id, { coachedUserId: owner.user.id })).cookie;
    expect(byName((await preferences({ cookie: coach })).data!.notificationPreferences.preferences, "Goals").isCategoryEmailEnabled).toBe(true);
    expect(await update({ categoryId: goals.id, isEnabled: false }, coach)).toEqual({ error: FORBIDDEN_MESSAGE, didUpdate: false });
    const { body } = await executeGraphQL<{ updateNotificationFrequency: { error: string } }>({
      query: FREQUENCY,
      variables: { categoryId: goals.id, frequency: "OFF" },
      cookie: coach,
    });
    expect(body.data!.updateNotificationFrequency.error).toBe(FORBIDDEN_MESSAGE);
    expect(byName((await preferences({ cookie: owner.cookie })).data!.notificationPreferences.preferences, "Goals").isCategoryEmailEnabled).toBe(true);

    // Holding the customer's token does not let the coach's session change anything either.
    const token = await tokenFor(owner.user.id);
    expect(await update({ categoryId: goals.id, isEnabled: false, token }, coach)).toEqual({ error: FORBIDDEN_MESSAGE, didUpdate: false });
  });

  test("with a token: changes only the token owner's preferences, signed in or not; a bad token changes nothing", async () => {
    const owner = await member();
    const other = await member();
    const goals = byName((await preferences({ cookie: owner.cookie })).data!.notificationPreferences.preferences, "Goals");
    const token = await tokenFor(owner.user.id);
    expect(await update({ categoryId: goals.id, isEnabled: false, token }, other.cookie)).toEqual({ error: null, didUpdate: true });
    expect(byName((await preferences({ cookie: owner.cookie })).data!.notificationPreferences.preferences, "Goals").isCategoryEmailEnabled).toBe(false);
    expect(byName((await preferences({ cookie: other.cookie })).data!.notificationPreferences.preferences, "Goals").isCategoryEmailEnabled).toBe(true);
    expect(await update({ categoryId: goals.id, isEnabled: true, token: "nope" })).toEqual({ error: "Invalid token", didUpdate: false });
    expect(await update({ categoryId: goals.id, isEnabled: true })).toBeUndefined();
  });
});

describe("updateNotificationFrequency", () => {
  test("weekly digest keeps the category on; off is the spec's isEnabled false; turning on again keeps the digest", async () => {
    const { cookie } = await member();
    const read = async () => byName((await preferences({ cookie })).data!.notificationPreferences.preferences, "Goals");
    const goals = await read();
    const set = async (frequency: string) =>
      (await executeGraphQL<{ updateNotificationFrequency: { error: string | null } }>({ query: FREQUENCY, variables: { categoryId: goals.id, frequency }, cookie }))
        .body.data!.updateNotificationFrequency.error;
    expect(await set("WEEKLY_DIGEST")).toBeNull();
    expect(await read()).toMatchObject({ isCategoryEmailEnabled: true, emailFrequency: "WEEKLY_DIGEST" });
    expect(await update({ categoryId: goals.id, isEnabled: false }, cookie)).toEqual({ error: null, didUpdate: true });
    expect(await read()).toMatchObject({ isCategoryEmailEnabled: false, emailFrequency: "OFF" });
    expect(await set("WEEKLY_DIGEST")).toBeNull();
    expect(await update({ categoryId: goals.id, isEnabled: true }, cookie)).toEqual({ error: null, didUpdate: true });
    expect((await read()).emailFrequency).toBe("WEEKLY_DIGEST");

    const product = byName((await preferences({ cookie })).data!.notificationPreferences.preferences, "Product Updates");
    expect(product.supportsWeeklyDigest).toBe(false);
    const refused = await executeGraphQL<{ updateNotificationFrequency: { error: string | null } }>({
      query: FREQUENCY,
      variables: { categoryId: product.id, frequency: "WEEKLY_DIGEST" },
      cookie,
    });
    expect(refused.body.data!.updateNotificationFrequency.error).toBe("These emails have no weekly digest.");
  });
});

describe("emails honour the preferences", () => {
  const send = async (userId: string, email: string, kind: { templateSlug: string } | { subcategorySlug: string }) =>
    (await getDb()).$transaction((tx) =>
      queueNotificationEmail(tx, {
        userId,
        kind,
        build: ({ preferencesUrl }) => ({ to: email, subject: "Hello", text: `Manage: ${preferencesUrl}` }),
      }),
    );

  test("a disabled template is not sent; a security one always is, without an unsubscribe; others carry the one-click headers", async () => {
    const { user, cookie } = await member();
    const goals = byName((await preferences({ cookie })).data!.notificationPreferences.preferences, "Goals");
    await update({ templateId: goals.templates[0]!.id, isEnabled: false }, cookie);
    expect(await send(user.id, user.email!, { templateSlug: "goal-milestone" })).toBe("off");
    expect(await send(user.id, user.email!, { templateSlug: "password-changed" })).toBe("queued");
    expect(await send(user.id, user.email!, { subcategorySlug: "budget-alerts" })).toBe("queued");
    const messages = await outboxMessages({ to: user.email! });
    expect(messages).toHaveLength(2);
    const [alert, security] = messages;
    expect(security!.headers).toBeNull();
    expect(alert!.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[\w-]+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(alert!.text).toMatch(/\/notifications\?token=[\w-]+/);
  });

  test("one click: GET only opens the page, POST turns the email's category off without a session; a bad token is refused", async () => {
    const { user, cookie } = await member();
    expect(await send(user.id, user.email!, { subcategorySlug: "budget-alerts" })).toBe("queued");
    const [message] = await outboxMessages({ to: user.email! });
    const url = message!.headers!["List-Unsubscribe"]!.slice(1, -1);

    const opened = openUnsubscribe(new Request(url));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/notifications\?token=/);
    expect(byName((await preferences({ cookie })).data!.notificationPreferences.preferences, "Financial Insights").isCategoryEmailEnabled).toBe(true);

    const body = "List-Unsubscribe=One-Click";
    const posted = await oneClickUnsubscribe(new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(posted.status).toBe(200);
    const after = (await preferences({ cookie })).data!.notificationPreferences.preferences!;
    expect(byName(after, "Financial Insights").isCategoryEmailEnabled).toBe(false);
    expect(byName(after, "Goals").isCategoryEmailEnabled).toBe(true);
    expect(await send(user.id, user.email!, { subcategorySlug: "budget-alerts" })).toBe("off");

    const refused = await oneClickUnsubscribe(new Request("http://localhost/api/unsubscribe?token=bad", { method: "POST", body }));
    expect(refused.status).toBe(400);
  });

  test("tokens are stored hashed and expire in a year", async () => {
    const { user } = await member();
    const now = new Date("2026-01-01T00:00:00Z");
    const token = await tokenFor(user.id, null, now);
    const [row] = await (await getDb()).unsubscribeToken.findMany({ where: { userId: user.id } });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

const ACCOUNTS = `query { apexAccounts { id accountId title state parties { partyId emailAddress statementDeliveryPreference taxDocumentDeliveryPreference } } }`;
const DELIVERY = `mutation($items: [DeliveryPreferenceInput!]!) { updateApexDeliveryPreferences(deliveryPreferences: $items) { success error } }`;

async function investingAccountFor(userId: string) {
  return (await getDb()).investingAccount.create({
    data: {
      userId,
      accountId: `ACC-${userId}`,
      registrationType: "INDIVIDUAL_REGISTRATION",
      title: "Individual account",
      state: "ACTIVE",
      parties: { create: { partyId: `PARTY-${userId}`, givenName: "Ana", familyName: "Lee", emailAddress: "ana@example.com" } },
    },
    select: { id: true, accountId: true },
  });
}

describe("apexAccounts and updateApexDeliveryPreferences", () => {
  test("the owner sees their accounts and sets paper or email delivery; another member, a coach and bad emails are refused", async () => {
    const owner = await member();
    const other = await member();
    await investingAccountFor(owner.user.id);
    const { body } = await executeGraphQL<{ apexAccounts: Array<{ accountId: string; parties: Array<{ partyId: string }> }> }>({
      query: ACCOUNTS,
      cookie: owner.cookie,
    });
    const [account] = body.data!.apexAccounts;
    expect(account).toMatchObject({ title: "Individual account", state: "ACTIVE", parties: [{ emailAddress: "ana@example.com" }] });
    expect((await executeGraphQL<{ apexAccounts: unknown[] }>({ query: ACCOUNTS, cookie: other.cookie })).body.data!.apexAccounts).toEqual([]);

    const item = { partyId: account!.parties[0]!.partyId, accountId: account!.accountId };
    const run = async (items: unknown[], cookie: string) => executeGraphQL<{ updateApexDeliveryPreferences: { success: boolean; error: string | null } }>({ query: DELIVERY, variables: { items }, cookie });

    expect((await run([{ ...item, deliveryPreference: "PHYSICAL" }], owner.cookie)).body.data!.updateApexDeliveryPreferences).toEqual({ success: true, error: null });
    let after = (await executeGraphQL<{ apexAccounts: Array<{ parties: Array<Record<string, string>> }> }>({ query: ACCOUNTS, cookie: owner.cookie })).body.data!.apexAccounts;
    expect(after[0]!.parties[0]).toMatchObject({ statementDeliveryPreference: "PHYSICAL", taxDocumentDeliveryPreference: "PHYSICAL" });

    expect((await run([{ ...item, deliveryPreference: "DIGITAL", emailAddress: "ana@nodot" }], owner.cookie)).body.data!.updateApexDeliveryPreferences).toEqual({
      success: false,
      error: "Please enter a valid email.",
    });
    expect((await run([{ ...item, deliveryPreference: "DIGITAL", emailAddress: "new@example.com" }], owner.cookie)).body.data!.updateApexDeliveryPreferences.success).toBe(true);
    after = (await executeGraphQL<{ apexAccounts: Array<{ parties: Array<Record<string, string>> }> }>({ query: ACCOUNTS, cookie: owner.cookie })).body.data!.apexAccounts;
    expect(after[0]!.parties[0]).toMatchObject({ emailAddress: "new@example.com", statementDeliveryPreference: "DIGITAL" });

    expect((await run([{ ...item, deliveryPreference: "PHYSICAL" }], other.cookie)).body.data!.updateApexDeliveryPreferences).toEqual({
      success: false,
      error: "Investing account not found.",
    });
    const staff = await createStaffUser(await getDb());
    const coach = (await sessionCookieFor(staff.id, { coachedUserId: owner.user.id })).cookie;
    expect((await run([{ ...item, deliveryPreference: "PHYSICAL" }], coach)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const signedOut = await executeGraphQL({ query: ACCOUNTS });
    expect(signedOut.body.errors?.[0]?.message).toBe(SIGN_IN_AGAIN_MESSAGE);
  });
});
