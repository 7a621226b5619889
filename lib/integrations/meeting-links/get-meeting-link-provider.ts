import "server-only";

import { LocalMeetingLinkProvider } from "./local-adapter";
import type { MeetingLinkProvider } from "./types";

/** No real video provider is configured yet (docs/decisions.md "Coaching"): every environment uses the stand-in. */
export function getMeetingLinkProvider(): MeetingLinkProvider {
  return new LocalMeetingLinkProvider();
}
