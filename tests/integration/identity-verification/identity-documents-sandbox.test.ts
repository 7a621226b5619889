import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PUT } from "@/app/api/storage/[...key]/route";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { SandboxControl } from "@/lib/integrations/clearing-firm/sandbox-control";
import { openSandboxApplication } from "@/lib/investing/open-sandbox-application";
import { syncInvestingAccount } from "@/lib/investing/sync-investing-account";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { jobRows, makeJobDue } from "@/tests/helpers/jobs";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// The whole chain against the built-in clearing-firm sandbox: an application forced to ACTION_REQUIRED, the member's
// upload, the forwarding job whose first send commits at the clearing firm but times out (a retry must not upload a
// second copy), the investigation updated and the account synced under review.

const originalDir = process.env.LOCAL_STORAGE_DIR;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "identity-sandbox-"));
  process.env.LOCAL_STORAGE_DIR = storageDir;
  resetEnvForTests();
});
afterAll(async () => {
  if (originalDir === undefined) delete process.env.LOCAL_STORAGE_DIR;
  else process.env.LOCAL_STORAGE_DIR = originalDir;
  resetEnvForTests();
  await rm(storageDir, { recursive: true, force: true });
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(128, 3)]);

type LinkPayload = { createIdentityDocumentUploadLink: { error: string | null; uploadLink: string | null; documentId: string | null } };

test("a retried forwarding job sends the document once; the investigation goes under review", async () => {
  const db = await getDb();
  const user = await createUser(db);
  const cookie = (await sessionCookieFor(user.id)).cookie;
  const { investingAccountId, accountId } = await openSandboxApplication({ email: user.email! });
  await new SandboxControl().forceOutcome({ accountId, outcome: "ACTION_REQUIRED" });
  await syncInvestingAccount({ investingAccountId });
  const stored = await db.investingAccount.findUniqueOrThrow({ where: { id: investingAccountId }, include: { identityInvestigations: true } });
  expect(stored.state).toBe("ACTION_REQUIRED");
  const investigationName = stored.identityInvestigations[0]!.name;

  const { body } = await executeGraphQL<LinkPayload>({
    query: `mutation($uploadFile: UploadFileInput!) { createIdentityDocumentUploadLink(uploadFile: $uploadFile) { error uploadLink documentId } }`,
    variables: { uploadFile: { mimeType: "image_jpeg", documentType: "DRIVERS_LICENSE", size: JPEG.length } },
    cookie,
  });
  const link = body.data!.createIdentityDocumentUploadLink;
  const url = new URL(link.uploadLink!);
  const put = await PUT(
    new Request(url, { method: "PUT", headers: { "Content-Type": "image/jpeg", "Content-Length": String(JPEG.length) }, body: new Uint8Array(JPEG) }),
    { params: Promise.resolve({ key: url.pathname.replace("/api/storage/", "").split("/") }) },
  );
  expect(put.status).toBe(200);
  const updated = await executeGraphQL<{ updateApexInvestigation: { error: string | null; didUpdate: boolean } }>({
    query: `mutation($i: String!, $d: [ID!]!) { updateApexInvestigation(investigationId: $i, documentIds: $d) { error didUpdate } }`,
    variables: { i: investigationName.split("/")[1], d: [link.documentId] },
    cookie,
  });
  expect(updated.body.data?.updateApexInvestigation).toEqual({ error: null, didUpdate: true });

  // The first send reaches the clearing firm, but its answer is lost: the job fails and is retried.
  await new SandboxControl().failNext({ operation: "uploadDocument", mode: "TIMEOUT_AFTER_COMMIT" });
  expect((await runQueuedJobs("forward-identity-documents")).failed).toBe(1);
  const [job] = (await jobRows("forward-identity-documents")).filter((row) => (row.data.documentIds as string[]).includes(link.documentId!));
  await makeJobDue(job!.id);
  expect(await runQueuedJobs("forward-identity-documents")).toEqual({ ran: 1, failed: 0 });

  const document = await db.identityDocument.findUniqueOrThrow({ where: { id: link.documentId! } });
  const investigation = await getClearingFirm().getInvestigation({ investigationName });
  expect(investigation.documentIds).toEqual([document.externalDocumentId]);
  expect(investigation.investigationRequestState).toBe("UNDER_REVIEW");

  await runQueuedJobs("sync-investing-account");
  expect((await db.investingAccount.findUniqueOrThrow({ where: { id: investingAccountId } })).state).toBe("UNDER_REVIEW");
});

test("POST /api/dev/investing-applications: staff open a member's application; a member or a signed-out caller may not", async () => {
  const { POST } = await import("@/app/api/dev/investing-applications/route");
  const db = await getDb();
  const member = await createUser(db);
  const staff = await createStaffUser(db);
  const call = (cookie?: string) =>
    POST(
      new Request("http://localhost/api/dev/investing-applications", {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email: member.email }),
      }),
    );
  expect((await call()).status).toBe(401);
  expect((await call((await sessionCookieFor(member.id)).cookie)).status).toBe(403);
  const opened = await call((await sessionCookieFor(staff.id)).cookie);
  expect(opened.status).toBe(200);
  const { investingAccountId } = (await opened.json()) as { investingAccountId: string };
  expect(await db.investingAccount.findUniqueOrThrow({ where: { id: investingAccountId } })).toMatchObject({
    userId: member.id,
    state: "SUBMITTED",
  });
});
