import { getAppEnv, getEnv } from "@/lib/env";
import { smtpSettings } from "@/lib/integrations/email/settings";
import { twilioSettings } from "@/lib/integrations/sms/settings";

/**
 * Whether GET /api/dev/outbox and /dev/outbox answer (otherwise 404). They show every code and sign-in link sent, to
 * anyone, so two locks:
 * - only where the app runs on a laptop or under tests (getAppEnv() local or test: the dev server, `npm start` on the
 *   embedded database, end-to-end tests), never in a deployment (production, staging);
 * - in a production build, only while email and SMS both go to the outbox: a build holding SMTP or Twilio settings
 *   delivers for real, so it is treated as a deployment whatever APP_ENV says.
 */
export function isDevOutboxEnabled(): boolean {
  const appEnv = getAppEnv();
  if (appEnv !== "local" && appEnv !== "test") return false;
  const env = getEnv();
  if (env.NODE_ENV !== "production") return true;
  return !smtpSettings(env) && !twilioSettings(env);
}
