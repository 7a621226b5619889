import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { DAY_MS, EXPORTS_PER_DAY, RESPONSE_DEADLINE_DAYS, YOUR_DATA_MESSAGES } from "./data-rights-policy";

const inProgress = () => new AppError(AppErrorCode.INVALID_INPUT, YOUR_DATA_MESSAGES.exportInProgress);

/**
 * 'Download your data': records the request and queues the job that builds the zip, in one transaction. While one is
 * being gathered another ask changes nothing (a double click or a retry does not gather twice).
 */
export async function requestDataExport({ userId }: { userId: string }): Promise<{ requestId: string }> {
  const db = await getDb();
  const pending = { userId, kind: "EXPORT", status: "PENDING" } as const;
  if (await db.dataRightsRequest.count({ where: pending })) throw inProgress();
  try {
    await consumeRateLimit({ key: `data-export:${userId}`, limit: EXPORTS_PER_DAY, windowSeconds: 86_400 });
  } catch (error) {
    if (error instanceof AppError && error.code === AppErrorCode.RATE_LIMITED) {
      throw new AppError(AppErrorCode.RATE_LIMITED, YOUR_DATA_MESSAGES.tooManyExports);
    }
    throw error;
  }
  return db.$transaction(async (tx) => {
    // Two asks at once meet on the user row: the second sees the first's request.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    if (await tx.dataRightsRequest.count({ where: pending })) throw inProgress();
    const request = await tx.dataRightsRequest.create({
      data: { userId, kind: "EXPORT", dueAt: new Date(Date.now() + RESPONSE_DEADLINE_DAYS * DAY_MS) },
      select: { id: true },
    });
    await enqueueJob(tx, "build-data-export", { requestId: request.id }, { singletonKey: request.id });
    return { requestId: request.id };
  });
}
