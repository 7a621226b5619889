import type { User } from "@/lib/generated/prisma/client";

import type { SeedDb } from "../db";
import { createStaffUser } from "./users";
import type { CreateUserOverrides } from "./users";

/** Monday to Friday, 9:00 to 17:00 in the coach's zone. */
export const WEEKDAY_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));

/** A staff coach (User.isCoach) with a time zone and weekly working hours. */
export async function createCoach(
  db: SeedDb,
  {
    user = {},
    timeZone = "America/Chicago",
    workingHours = WEEKDAY_HOURS,
  }: { user?: CreateUserOverrides; timeZone?: string; workingHours?: { weekday: number; startMinute: number; endMinute: number }[] } = {},
): Promise<User> {
  const coach = await createStaffUser(db, { firstName: "Jamie", lastName: "Rivera", isCoach: true, ...user });
  await db.coachProfile.create({
    data: { userId: coach.id, timeZone, workingHours: { create: workingHours } },
  });
  return coach;
}
