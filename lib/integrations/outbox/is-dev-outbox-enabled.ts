import { getEnv, type Env } from "@/lib/env";
import { smtpSettings } from "@/lib/integrations/email/settings";
import { twilioSettings } from "@/lib/integrations/sms/settings";

/**
 * Whether GET /api/dev/outbox and /dev/outbox answer (otherwise 404). They expose every code and sign-in link sent,
 * with no sign-in, so:
 * - a deployment (APP_ENV production or staging) never serves them;
 * - the dev server and tests (NODE_ENV development or test) always do;
 * - a production build (`npm start`, end-to-end tests) does only when it says it runs on a laptop (APP_ENV local or
 *   test) AND email and SMS both go to the outbox; a build that holds SMTP or Twilio settings is a real deployment.
 */
export function isDevOutboxEnabled(env: Env = getEnv()): boolean {
  if (env.APP_ENV === "production" || env.APP_ENV === "staging") return false;
  if (env.NODE_ENV !== "production") return true;
  const onLaptop = env.APP_ENV === "local" || env.APP_ENV === "test";
  return onLaptop && !smtpSettings(env) && !twilioSettings(env);
}
