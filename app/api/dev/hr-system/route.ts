import { z } from "zod";
import { decryptSecret } from "@/lib/crypto/decrypt-secret";
import { getDb } from "@/lib/db";
import { handleHrWebhook } from "@/lib/hr-sync/handle-hr-webhook";
import { getLocalHrState, getLocalHrSystem } from "@/lib/integrations/hr-system/get-hr-system";
import { isDevOutboxEnabled } from "@/lib/integrations/outbox/is-dev-outbox-enabled";

// The built-in HR stand-in's controls, as Finch's sandbox API offers them (local and test installs only): make a
// plan's connection fail, hire or let go of someone, or have the stand-in send its "directory changed" webhook.

export const dynamic = "force-dynamic";

const controlSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("fail"), planId: z.string(), kind: z.enum(["REAUTH_REQUIRED", "PROVIDER_ERROR"]) }),
  z.object({
    action: z.literal("hire"),
    planId: z.string(),
    employee: z.object({ workEmail: z.email(), firstName: z.string(), lastName: z.string(), department: z.string().nullable().default(null) }),
  }),
  z.object({ action: z.literal("terminate"), planId: z.string(), workEmail: z.email() }),
  z.object({ action: z.literal("webhook"), planId: z.string() }),
]);

export async function POST(request: Request): Promise<Response> {
  const state = getLocalHrState();
  const system = getLocalHrSystem();
  if (!isDevOutboxEnabled() || !state || !system) return new Response("Not Found", { status: 404 });
  const parsed = controlSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Invalid request." }, { status: 400 });
  const control = parsed.data;
  const db = await getDb();
  const connection = await db.hrConnection.findUnique({ where: { employerPlanId: control.planId }, select: { providerConnectionId: true, accessTokenEncrypted: true } });
  if (!connection) return Response.json({ error: "The plan has no HR connection." }, { status: 404 });
  const connectionId = connection.providerConnectionId;

  if (control.action === "fail") await state.failNextCalls(connectionId, control.kind);
  if (control.action === "hire") {
    await state.hire(connectionId, {
      providerId: `local-ind-${crypto.randomUUID()}`,
      ...control.employee,
      workEmail: control.employee.workEmail.toLowerCase(),
      location: null,
      status: "ACTIVE",
      hireDate: new Date().toISOString().slice(0, 10),
    });
  }
  if (control.action === "terminate") {
    const everyone = await system.listEmployees({ accessToken: decryptSecret(connection.accessTokenEncrypted), connectionId });
    const found = everyone.find((employee) => employee.workEmail === control.workEmail.toLowerCase());
    if (!found) return Response.json({ error: "No such employee." }, { status: 404 });
    await state.terminate(connectionId, found.providerId);
  }
  if (control.action === "webhook") {
    const { body, headers } = system.signEvent({ connection_id: connectionId, event_type: "directory.updated" });
    await handleHrWebhook({ body, headers, hrSystem: system });
  }
  return Response.json({ ok: true });
}
