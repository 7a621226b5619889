import type { Metadata } from "next";
import { GoalDetailsStep } from "@/components/goals/new-goal-steps";

export const metadata: Metadata = { title: "New goal: details" };

/** Creation step 2 (001 §2 /goal/new/details/{id}). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="px-4 py-10 sm:px-6">
      <GoalDetailsStep id={id} />
    </div>
  );
}
