import type { Metadata } from "next";
import { GoalEditPage } from "@/components/goals/new-goal-steps";

export const metadata: Metadata = { title: "Edit goal" };

/** The goal's details form (001 §2 /goals/{id}/edit), the same as the creation's details step. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="px-4 py-10 sm:px-6">
      <GoalEditPage id={id} />
    </div>
  );
}
