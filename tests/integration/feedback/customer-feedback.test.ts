import { getDb } from "@/lib/db";
import { FEEDBACK_LIMIT } from "@/lib/feedback/create-customer-feedback";
import { FEEDBACK_MESSAGES, FEEDBACK_PROMPT } from "@/lib/feedback/feedback-schema";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const CREATE = `mutation($customerFeedback: CustomerFeedbackInput!) {
  createCustomerFeedback(customerFeedback: $customerFeedback) { error customerFeedback { id netPromoterScore } }
}`;
const LIST = `query($first: Int, $after: String) {
  customerFeedbacks(first: $first, after: $after) {
    nodes { id netPromoterScore feedback prompt createdAt member { userId email } }
    endCursor hasNextPage
  }
}`;

type CreatePayload = {
  createCustomerFeedback: { error: string | null; customerFeedback: { id: string; netPromoterScore: number } | null };
};
type ListPayload = {
  customerFeedbacks: {
    nodes: Array<{ id: string; netPromoterScore: number; feedback: string | null; prompt: string | null; member: { userId: string; email: string } }>;
    endCursor: string | null;
    hasNextPage: boolean;
  };
};

async function signedInMember() {
  const db = await getDb();
  const user = await createUser(db);
  return { user, cookie: (await sessionCookieFor(user.id)).cookie };
}

function give(cookie: string | undefined, customerFeedback: Record<string, unknown>, headers: Record<string, string> = {}) {
  return executeGraphQL<CreatePayload>({ query: CREATE, variables: { customerFeedback }, cookie, headers });
}

async function storedFor(userId: string) {
  const db = await getDb();
  return db.customerFeedback.findMany({ where: { customer: { userId } }, orderBy: { createdAt: "asc" } });
}

describe("createCustomerFeedback", () => {
  test("the member's score and text are stored and the answer names them", async () => {
    const { user, cookie } = await signedInMember();
    const { body } = await give(cookie, { netPromoterScore: 8, feedback: "  Budgets are clear.  ", prompt: FEEDBACK_PROMPT });

    expect(body.errors).toBeUndefined();
    expect(body.data?.createCustomerFeedback).toEqual({
      error: null,
      customerFeedback: { id: expect.any(String), netPromoterScore: 8 },
    });
    const [stored] = await storedFor(user.id);
    expect(stored).toMatchObject({ netPromoterScore: 8, feedback: "Budgets are clear.", prompt: FEEDBACK_PROMPT });
  });

  test("a score alone is an answer (no written feedback)", async () => {
    const { user, cookie } = await signedInMember();
    const { body } = await give(cookie, { netPromoterScore: 3, feedback: "", prompt: null });

    expect(body.data?.createCustomerFeedback.customerFeedback?.netPromoterScore).toBe(3);
    expect(await storedFor(user.id)).toEqual([expect.objectContaining({ netPromoterScore: 3, feedback: null, prompt: null })]);
  });

  test("1024 characters are accepted", async () => {
    const { cookie } = await signedInMember();
    const { body } = await give(cookie, { netPromoterScore: 10, feedback: "a".repeat(1024) });
    expect(body.data?.createCustomerFeedback.error).toBeNull();
  });

  test.each([
    ["score 0", { netPromoterScore: 0 }, FEEDBACK_MESSAGES.score],
    ["score 11", { netPromoterScore: 11 }, FEEDBACK_MESSAGES.score],
    ["score -3", { netPromoterScore: -3 }, FEEDBACK_MESSAGES.score],
    ["1025 characters", { netPromoterScore: 7, feedback: "a".repeat(1025) }, FEEDBACK_MESSAGES.tooLong],
  ])("%s is refused with an error and nothing is stored", async (_label, input, message) => {
    const { user, cookie } = await signedInMember();
    const { body } = await give(cookie, input);

    expect(body.data?.createCustomerFeedback).toEqual({ error: message, customerFeedback: null });
    expect(await storedFor(user.id)).toHaveLength(0);
  });

  test("a signed-out caller is asked to sign in", async () => {
    const { body } = await give(undefined, { netPromoterScore: 9 });
    expect(body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("a coach acting as the customer cannot answer for them", async () => {
    const db = await getDb();
    const staff = await createStaffUser(db);
    const customer = await createUser(db);
    const { cookie } = await sessionCookieFor(staff.id, { coachedUserId: customer.id });

    const { body } = await give(cookie, { netPromoterScore: 10, feedback: "Great!" });

    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await storedFor(customer.id)).toHaveLength(0);
    expect(await storedFor(staff.id)).toHaveLength(0);
  });

  test("a retry with the same Idempotency-Key stores one answer and gets the same reply", async () => {
    const { user, cookie } = await signedInMember();
    const headers = { "idempotency-key": crypto.randomUUID() };

    const first = await give(cookie, { netPromoterScore: 6, feedback: "Once" }, headers);
    const retry = await give(cookie, { netPromoterScore: 6, feedback: "Once" }, headers);

    expect(retry.body).toEqual(first.body);
    expect(await storedFor(user.id)).toHaveLength(1);
  });

  test(`more than ${FEEDBACK_LIMIT.perUserPerHour} answers an hour are refused`, async () => {
    const { user, cookie } = await signedInMember();
    for (let index = 0; index < FEEDBACK_LIMIT.perUserPerHour; index += 1) {
      expect((await give(cookie, { netPromoterScore: 5 })).body.data?.createCustomerFeedback.error).toBeNull();
    }
    const { body } = await give(cookie, { netPromoterScore: 5 });
    expect(body.data?.createCustomerFeedback.error).toBe("Too many attempts. Please try again later");
    expect(await storedFor(user.id)).toHaveLength(FEEDBACK_LIMIT.perUserPerHour);
  });
});

describe("customerFeedbacks", () => {
  test("staff read every member's answers, newest first, with the member", async () => {
    const { user, cookie } = await signedInMember();
    await give(cookie, { netPromoterScore: 9, feedback: "Newest answer", prompt: FEEDBACK_PROMPT });
    const db = await getDb();
    const staff = await createStaffUser(db);

    const { body } = await executeGraphQL<ListPayload>({ query: LIST, variables: { first: 5 }, cookie: (await sessionCookieFor(staff.id)).cookie });

    expect(body.data?.customerFeedbacks.nodes[0]).toMatchObject({
      netPromoterScore: 9,
      feedback: "Newest answer",
      prompt: FEEDBACK_PROMPT,
      member: { userId: user.id, email: user.email },
    });
  });

  test("a member cannot read anyone's feedback, not even their own list; signed out is asked to sign in", async () => {
    const { cookie } = await signedInMember();
    await give(cookie, { netPromoterScore: 2, feedback: "Private" });
    const other = await signedInMember();

    for (const asMember of [cookie, other.cookie]) {
      const { body } = await executeGraphQL<ListPayload>({ query: LIST, cookie: asMember });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const signedOut = await executeGraphQL({ query: LIST });
    expect(signedOut.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });

  test("pages follow each other without repeats", async () => {
    const { cookie } = await signedInMember();
    for (const score of [1, 2, 3]) await give(cookie, { netPromoterScore: score });
    const db = await getDb();
    const staffCookie = (await sessionCookieFor((await createStaffUser(db)).id)).cookie;

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 200; page += 1) {
      const result: { body: { data?: ListPayload | null } } = await executeGraphQL<ListPayload>({
        query: LIST,
        variables: { first: 2, after },
        cookie: staffCookie,
      });
      const { nodes, endCursor, hasNextPage } = result.body.data!.customerFeedbacks;
      expect(nodes.length).toBeLessThanOrEqual(2);
      seen.push(...nodes.map((node) => node.id));
      if (!hasNextPage) break;
      after = endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(await db.customerFeedback.count());
  });
});
