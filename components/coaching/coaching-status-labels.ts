/** A coaching session's status in words, for the member's Coaching page and the coach's calendar alike. */
export const COACHING_STATUS_LABELS: Record<string, string> = { HELD: "Held", NO_SHOW: "Missed", CANCELLED: "Cancelled", BOOKED: "Booked" };

export const coachingStatusLabel = (status: string) => COACHING_STATUS_LABELS[status] ?? status;
