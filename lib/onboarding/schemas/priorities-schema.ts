import { z } from "zod";

// bulkCreateOrUpdatePriorities (spec 000 §2.10 step 3, §5, §7): at least one chosen priority, each one of the
// offered templates. Shared by the step's form and the server.

export const PRIORITIES_MESSAGES = {
  noneChosen: "Please choose at least one priority.",
  unknown: "Please choose priorities from the list.",
} as const;

export const prioritiesSchema = z.object({
  prioritiesData: z
    .array(z.object({ priorityTemplateSlug: z.string().trim().min(1, PRIORITIES_MESSAGES.unknown).max(100, PRIORITIES_MESSAGES.unknown) }))
    .min(1, PRIORITIES_MESSAGES.noneChosen)
    .max(100, PRIORITIES_MESSAGES.unknown),
});
export type PrioritiesInput = z.input<typeof prioritiesSchema>;
