import type { Page } from "playwright-core";

/**
 * Coach Mode by consent, as people do it: the staff member (signed in on `staff`) asks for access from the Coach Mode
 * box after the spec's refusal, and the member (signed in on `member`) approves on their overview. Leaves the staff
 * page with the admin panel open, ready to press Start again.
 */
export async function askAndApproveCoachAccess(
  { staff, member }: { staff: Page; member: Page },
  { memberEmail, reason, allowEdits = false }: { memberEmail: string; reason: string; allowEdits?: boolean },
): Promise<void> {
  await askForCoachAccess(staff, { memberEmail, reason });
  await member.goto("/health");
  const card = member.getByRole("region", { name: "Coach access" });
  await card.getByText(reason).waitFor();
  if (allowEdits) await card.getByRole("checkbox", { name: /make changes/ }).check();
  await card.getByRole("button", { name: "Approve" }).click();
  await member.getByText(/can view your account for 60 minutes/).first().waitFor();
}

/** Staff: Admin → Coach Mode → Start is refused without consent → Ask for access with a reason. */
export async function askForCoachAccess(staff: Page, { memberEmail, reason }: { memberEmail: string; reason: string }) {
  if ((await staff.getByRole("button", { name: "Admin" }).getAttribute("aria-expanded")) !== "true") {
    await staff.getByRole("button", { name: "Admin" }).click();
  }
  await staff.getByLabel("Coach Mode").fill(memberEmail);
  await staff.getByRole("button", { name: "Start" }).click();
  await staff.getByText(`You were unable to log into ${memberEmail}`).first().waitFor();
  await staff.getByLabel("Reason (the member sees it)").fill(reason);
  await staff.getByRole("button", { name: "Ask for access" }).click();
  await staff.getByText(`Request sent to ${memberEmail}`).first().waitFor();
}
