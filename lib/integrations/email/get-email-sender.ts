import "server-only";
import { getEnv } from "@/lib/env";
import { recordOutboxMessage } from "@/lib/integrations/outbox/record-outbox-message";
import { LocalEmailSender } from "./local-adapter";
import { smtpSettings } from "./settings";
import { SmtpEmailSender } from "./smtp-adapter";
import type { EmailSender } from "./types";

export function getEmailSender(): EmailSender {
  const settings = smtpSettings(getEnv());
  return settings ? new SmtpEmailSender(settings) : new LocalEmailSender(recordOutboxMessage);
}
