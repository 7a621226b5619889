import type { Metadata } from "next";
import { GoalCompleteStep } from "@/components/goals/new-goal-steps";

export const metadata: Metadata = { title: "New goal: done" };

/** Creation step 3 (001 §2 /goal/new/complete/{id}): the summary and 'Go to goals'. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="px-4 py-10 sm:px-6">
      <GoalCompleteStep id={id} />
    </div>
  );
}
