import { graphql } from "@/lib/graphql/client/graphql";

// Coaching on /contact and /coaching/calendar (issue 14 item 8; names ours).

export const MEMBER_COACHING = graphql(`query MemberCoaching {
  memberCoaching { isEligible canBook maxUpcomingSessions upcoming { id startsAt endsAt status format phoneNumber meetingUrl coachName canChange summary actionItems { id text goalId } }
    past { id startsAt endsAt status format phoneNumber meetingUrl coachName canChange summary actionItems { id text goalId } } }
}`);

export const COACHING_SLOTS = graphql(`query CoachingSlots($durationMinutes: Int!, $exceptSessionId: ID) {
  coachingSlots(durationMinutes: $durationMinutes, exceptSessionId: $exceptSessionId) { coachUserId startsAt endsAt }
}`);

export const BOOK_COACHING_SESSION = graphql(`mutation BookCoachingSession($input: BookCoachingSessionInput!) {
  bookCoachingSession(input: $input) { error errorField session { id startsAt } }
}`);

export const RESCHEDULE_COACHING_SESSION = graphql(`mutation RescheduleCoachingSession($sessionId: ID!, $coachUserId: ID!, $startsAt: DateTime!) {
  rescheduleCoachingSession(sessionId: $sessionId, coachUserId: $coachUserId, startsAt: $startsAt) { error errorField session { id startsAt } }
}`);

export const CANCEL_COACHING_SESSION = graphql(`mutation CancelCoachingSession($sessionId: ID!) {
  cancelCoachingSession(sessionId: $sessionId) { error session { id status } }
}`);

export const CREATE_GOAL_FROM_ACTION_ITEM = graphql(`mutation CreateGoalFromActionItem($actionItemId: ID!) {
  createGoalFromActionItem(actionItemId: $actionItemId) { goalId error }
}`);

export const COACH_CALENDAR = graphql(`query CoachCalendar {
  coachCalendar {
    timeZone
    workingHours { weekday startMinute endMinute }
    blockedTimes { id startsAt endsAt reason }
    upcoming { id startsAt endsAt status format phoneNumber meetingUrl memberName memberEmail privateNotes summary isSummaryShared actionItems { id text goalId } }
    past { id startsAt endsAt status format phoneNumber meetingUrl memberName memberEmail privateNotes summary isSummaryShared actionItems { id text goalId } }
  }
}`);

export const SET_COACH_AVAILABILITY = graphql(`mutation SetCoachAvailability($timeZone: String!, $workingHours: [CoachWorkingHoursInput!]!) {
  setCoachAvailability(timeZone: $timeZone, workingHours: $workingHours) { ok error }
}`);

export const BLOCK_COACH_TIME = graphql(`mutation BlockCoachTime($startsAt: DateTime!, $endsAt: DateTime!, $reason: String) {
  blockCoachTime(startsAt: $startsAt, endsAt: $endsAt, reason: $reason) { ok error }
}`);

export const UNBLOCK_COACH_TIME = graphql(`mutation UnblockCoachTime($blockedTimeId: ID!) {
  unblockCoachTime(blockedTimeId: $blockedTimeId) { ok error }
}`);

export const MARK_COACHING_SESSION = graphql(`mutation MarkCoachingSession($sessionId: ID!, $status: String!) {
  markCoachingSession(sessionId: $sessionId, status: $status) { ok error }
}`);

export const SAVE_COACHING_NOTES = graphql(`mutation SaveCoachingNotes($sessionId: ID!, $privateNotes: String!) {
  saveCoachingNotes(sessionId: $sessionId, privateNotes: $privateNotes) { ok error }
}`);

export const SHARE_COACHING_SUMMARY = graphql(`mutation ShareCoachingSummary($sessionId: ID!, $summary: String!, $actionItems: [String!]!) {
  shareCoachingSummary(sessionId: $sessionId, summary: $summary, actionItems: $actionItems) { ok error }
}`);
