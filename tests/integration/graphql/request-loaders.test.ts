import { getDb } from "@/lib/db";
import { createCreditScore, createMemberWithProfile } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const CREDIT_SCORES = "query { creditScores { id value customer { id hfhs } } }";

describe("relation fields are batched per request", () => {
  test("a list's `customer` fields are loaded with one query, and each gets its own customer", async () => {
    const db = await getDb();
    const { user, customer } = await createMemberWithProfile(db);
    await createCreditScore(db, { customerId: customer.id, value: 640, sortOrder: 2 });
    await createCreditScore(db, { customerId: customer.id, value: 780, sortOrder: 3 });
    const { cookie } = await sessionCookieFor(user.id);

    const findMany = jest.spyOn(db.customer, "findMany");
    const findUnique = jest.spyOn(db.customer, "findUniqueOrThrow");
    try {
      const { body } = await executeGraphQL<{ creditScores: Array<{ value: number; customer: { id: string } }> }>({
        query: CREDIT_SCORES,
        cookie,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.creditScores).toHaveLength(3);
      expect(body.data!.creditScores.map((score) => score.customer.id)).toEqual([customer.id, customer.id, customer.id]);
      expect(findMany.mock.calls.filter(([args]) => JSON.stringify(args).includes(customer.id))).toHaveLength(1);
      expect(findUnique).not.toHaveBeenCalled();
    } finally {
      findMany.mockRestore();
      findUnique.mockRestore();
    }
  });
});
