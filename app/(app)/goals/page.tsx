import type { Metadata } from "next";
import { GoalsPage } from "@/components/goals/goals-page";

export const metadata: Metadata = { title: "Goals" };

/** The member's goals (001 §2 /goals); the list loads in the browser so goal writes refresh it in place. */
export default function Page() {
  return <GoalsPage />;
}
