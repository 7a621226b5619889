import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { parseInput } from "@/lib/validation/parse-input";
import { customerFeedbackSchema } from "./feedback-schema";

/** A person answers the survey a few times at most; more is a script. */
export const FEEDBACK_LIMIT = { perUserPerHour: 10 } as const;

/**
 * Stores the member's answer to the feedback survey (spec 001 §4, §7 createCustomerFeedback). Never in coach mode:
 * the score is the customer's opinion, not the coach's. Invalid input throws AppError with the form's message.
 */
export async function createCustomerFeedback({
  viewer,
  input,
}: {
  viewer: Viewer | null;
  input: unknown;
}): Promise<{ id: string; netPromoterScore: number }> {
  authorize(viewer, "feedback:write");
  const { netPromoterScore, feedback, prompt } = parseInput(customerFeedbackSchema, input);
  await consumeRateLimit({ key: `customer-feedback:user:${viewer.userId}`, limit: FEEDBACK_LIMIT.perUserPerHour, windowSeconds: 3600 });

  const db = await getDb();
  const customer = await ensureCustomer(db, viewer.userId);
  const created = await db.customerFeedback.create({
    data: { customerId: customer.id, netPromoterScore, feedback, prompt },
    select: { id: true, netPromoterScore: true },
  });
  // The spec's "recorded in analytics": there is no analytics service yet, so the stored row and this line are it.
  logger.info({ feedbackId: created.id, netPromoterScore }, "customer feedback recorded");
  return created;
}
