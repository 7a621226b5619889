import type { Metadata } from "next";
import { GoalDetailPage } from "@/components/goals/goal-detail-page";

export const metadata: Metadata = { title: "Goal" };

/** One goal (001 §2 /goals/{id}); on phones a back button and the title 'Edit Goal'. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GoalDetailPage id={id} />;
}
