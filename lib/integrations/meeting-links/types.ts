/** Where a video coaching session happens. A real adapter (Zoom, Google Meet) would create a meeting room. */
export interface MeetingLinkProvider {
  createMeetingLink(request: { startsAt: Date; endsAt: Date }): Promise<{ url: string }>;
}
