import { randomBytes } from "node:crypto";

import type { MeetingLinkProvider } from "./types";

/**
 * The stand-in until a video provider is chosen: an unguessable room per session on the reserved meet.example.com
 * host, so emails, calendar files and the page show where a real link will go.
 */
export class LocalMeetingLinkProvider implements MeetingLinkProvider {
  async createMeetingLink(): Promise<{ url: string }> {
    return { url: `https://meet.example.com/coaching/${randomBytes(12).toString("base64url")}` };
  }
}
