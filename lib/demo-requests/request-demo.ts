import { getDb } from "@/lib/db";
import { demoRequestNotification } from "@/lib/emails/demo-request-notification";
import { getEnv } from "@/lib/env";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { siteConfig } from "@/lib/site-config";
import { validateDemoRequest, type DemoRequestFieldError } from "./validate-demo-request";
import { logger } from "@/lib/log/logger";

export const DEMO_REQUEST_FAILED_MESSAGE = `We could not send your request. Please try again, or write to ${siteConfig.infoEmail}.`;

/** Per IP an hour, and per work email a day: generous for a person, useless for flooding the sales inbox. */
export const DEMO_REQUEST_LIMITS = {
  perIpPerHour: 5,
  perEmailPerDay: 3,
} as const;

/**
 * Stores a Request a Demo submission and queues the sales team's email in the same transaction: either both happen or
 * neither (then the visitor is asked to try again); the delivery job sends it. Invalid input comes
 * back as every field's message (nothing is stored or counted); limits and failures throw AppError.
 */
export async function requestDemo({
  input,
  ipAddress,
}: {
  input: unknown;
  ipAddress: string | null;
}): Promise<{ ok: true; id: string } | { ok: false; fieldErrors: DemoRequestFieldError[] }> {
  const validation = validateDemoRequest(input);
  if (!validation.ok) return validation;
  const request = { ...validation.data, workEmail: validation.data.workEmail.toLowerCase() };

  if (ipAddress) {
    await consumeRateLimit({ key: `demo-request:ip:${ipAddress}`, limit: DEMO_REQUEST_LIMITS.perIpPerHour, windowSeconds: 3600 });
  }
  await consumeRateLimit({
    key: `demo-request:email:${request.workEmail}`,
    limit: DEMO_REQUEST_LIMITS.perEmailPerDay,
    windowSeconds: 24 * 3600,
  });

  const db = await getDb();
  try {
    const id = await db.$transaction(async (tx) => {
      const { id } = await tx.demoRequest.create({ data: request, select: { id: true } });
      const to = getEnv().DEMO_REQUEST_NOTIFY_EMAIL ?? siteConfig.infoEmail;
      await queueEmail(tx, demoRequestNotification({ to, request: { ...request, id } }));
      return id;
    });
    return { ok: true, id };
  } catch (error) {
    logger.error({ err: error }, "demo request could not be stored");
    throw new AppError(AppErrorCode.UNAVAILABLE, DEMO_REQUEST_FAILED_MESSAGE);
  }
}
