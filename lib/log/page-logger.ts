import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getPageViewer } from "@/lib/auth/get-page-viewer";
import { logger } from "@/lib/log/logger";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id";

/**
 * The logger for server components: React renders them outside the route handlers' log context, so their lines get
 * the request id proxy.ts assigned (passed on in the request's headers) and the page's viewer here. Once per render.
 */
export const pageLogger = cache(async () => {
  const requestId = (await headers()).get(REQUEST_ID_HEADER) ?? undefined;
  const viewer = await getPageViewer().catch(() => null);
  return logger.child({
    requestId,
    userId: viewer?.actor.id,
    ...(viewer?.isCoachMode ? { coachedUserId: viewer.userId } : {}),
  });
});
