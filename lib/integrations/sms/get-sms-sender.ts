import "server-only";
import { getEnv } from "@/lib/env";
import { recordOutboxMessage } from "@/lib/integrations/outbox/record-outbox-message";
import { LocalMessageSender } from "./local-adapter";
import { twilioSettings } from "./settings";
import { TwilioMessageSender } from "./twilio-adapter";
import type { MessageSender } from "./types";

/** Text messages and voice calls (two-factor codes). */
export function getSmsSender(): MessageSender {
  const settings = twilioSettings(getEnv());
  return settings ? new TwilioMessageSender(settings) : new LocalMessageSender(recordOutboxMessage);
}
