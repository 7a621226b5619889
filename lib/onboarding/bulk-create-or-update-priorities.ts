import { ensureCustomer } from "@/lib/customers/ensure-customer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { findPriorities, type PriorityRecord } from "@/lib/onboarding/list-priorities";
import { parseInput } from "@/lib/validation/parse-input";
import { PRIORITIES_MESSAGES, prioritiesSchema } from "@/lib/onboarding/schemas/priorities-schema";

/**
 * Step 3's choice (spec 000 §2.10, §7): the member's priorities become exactly the templates sent, in the order sent.
 * Priorities no longer chosen are removed (the step is a toggle grid the member may revisit); a slug sent twice
 * counts once. One transaction.
 */
export async function bulkCreateOrUpdatePriorities({
  userId,
  input,
}: {
  userId: string;
  /** The operation's arguments as sent; the schema checks them. */
  input: unknown;
}): Promise<PriorityRecord[]> {
  const { prioritiesData } = parseInput(prioritiesSchema, input);
  const slugs = [...new Set(prioritiesData.map((priority) => priority.priorityTemplateSlug))];

  const db = await getDb();
  return db.$transaction(async (tx) => {
    const templates = await tx.priorityTemplate.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } });
    if (templates.length !== slugs.length) {
      throw new AppError(AppErrorCode.INVALID_INPUT, PRIORITIES_MESSAGES.unknown, { field: "prioritiesData" });
    }
    const templateIds = new Map(templates.map((template) => [template.slug, template.id]));
    const { id: customerId } = await ensureCustomer(tx, userId);

    await tx.priority.deleteMany({ where: { customerId, priorityTemplateId: { notIn: [...templateIds.values()] } } });
    for (const [index, slug] of slugs.entries()) {
      const priorityTemplateId = templateIds.get(slug)!;
      await tx.priority.upsert({
        where: { customerId_priorityTemplateId: { customerId, priorityTemplateId } },
        create: { customerId, priorityTemplateId, sortOrder: index + 1 },
        update: { sortOrder: index + 1 },
        select: { id: true },
      });
    }
    return findPriorities(tx, customerId);
  });
}
