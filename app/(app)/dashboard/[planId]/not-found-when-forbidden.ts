import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors";

/**
 * A plan the viewer may not read answers 404, like a missing one. Every loader of the dashboard maps its errors this
 * way because Next renders the layout and the tab in parallel: whichever loader fails first decides the response.
 */
export function notFoundWhenForbidden(error: unknown): never {
  if (isAppError(error) && (error.code === "FORBIDDEN" || error.code === "NOT_FOUND")) notFound();
  throw error;
}
