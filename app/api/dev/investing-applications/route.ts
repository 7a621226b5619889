import { z } from "zod";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { can } from "@/lib/authz/permissions";
import { isAppError } from "@/lib/errors";
import { isSandboxDevToolsEnabled } from "@/lib/integrations/clearing-firm/sandbox-control";
import { ClearingFirmError } from "@/lib/integrations/clearing-firm/types";
import { openSandboxApplication, SANDBOX_ACCOUNT_TYPES } from "@/lib/investing/open-sandbox-application";
import { withRequestLog } from "@/lib/log/with-request-log";

// POST /api/dev/investing-applications { email, accountType? }: a submitted application (brokerage by default) for that member at the built-in
// clearing-firm sandbox, with our rows, as the account-opening wizard leaves it (local and test installs only, for a
// signed-in staff member). Its outcome is then forced with POST /api/dev/clearing-firm. For trying /documents and
// the staff investigation view, and their end-to-end test.

export const dynamic = "force-dynamic";

const inputSchema = z.object({ email: z.string().trim().min(3).max(254), accountType: z.enum(SANDBOX_ACCOUNT_TYPES).optional() });

async function open(request: Request): Promise<Response> {
  if (!isSandboxDevToolsEnabled()) return Response.json({ error: "Not found" }, { status: 404 });
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  if (!can(viewer, "customers:manage")) return Response.json({ error: "You do not have permission to do that." }, { status: 403 });
  const parsed = inputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Invalid request." }, { status: 400 });
  try {
    return Response.json(await openSandboxApplication(parsed.data));
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return Response.json({ error: error.message }, { status: 404 });
    if (error instanceof ClearingFirmError) return Response.json({ error: error.message }, { status: error.kind === "UNAVAILABLE" ? 503 : 400 });
    throw error;
  }
}

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, () => open(request));
}
