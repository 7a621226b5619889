import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PUT } from "@/app/api/storage/[...key]/route";
import { getDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { forwardIdentityDocuments } from "@/lib/identity-verification/forward-identity-documents";
import { UPLOAD_MESSAGES } from "@/lib/identity-verification/identity-verification-rules";
import type { ClearingAccount, ClearingFirm, Investigation } from "@/lib/integrations/clearing-firm/types";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { storeClearingAccount } from "@/lib/investing/sync-investing-account";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { createInvestingAccount, createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { createAccountNeedingDocument } from "@/tests/helpers/investing-fixtures";
import { jobRows, makeJobDue } from "@/tests/helpers/jobs";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

// Files go to a folder of this test's own through the local storage's signed route, as a browser's PUT would.
const originalDir = process.env.LOCAL_STORAGE_DIR;
let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "identity-documents-"));
  process.env.LOCAL_STORAGE_DIR = storageDir;
  resetEnvForTests();
});
afterAll(async () => {
  if (originalDir === undefined) delete process.env.LOCAL_STORAGE_DIR;
  else process.env.LOCAL_STORAGE_DIR = originalDir;
  resetEnvForTests();
  await rm(storageDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from("%PDF-1.7\n% a scanned ID\n");

const LINK = `mutation($uploadFile: UploadFileInput!) {
  createIdentityDocumentUploadLink(uploadFile: $uploadFile) { error uploadLink documentId }
}`;
const UPDATE = `mutation($investigationId: String!, $documentIds: [ID!]!) {
  updateApexInvestigation(investigationId: $investigationId, documentIds: $documentIds) { error didUpdate }
}`;
const VERIFICATIONS = `query { identityVerifications { investigationId needsDocument fields { key label value uploaded } } }`;
const INVESTIGATION = `query($accountId: ID!) {
  apexInvestigation(accountId: $accountId) {
    name investigationRequestState correspondentId identityVerificationScope identityVerification watchlistScreen
    results { customerIdentificationId identityVerificationTypes identityVerificationPassed externalVendor documentIds createTime providedBy }
    watchlistMatches { active excludeFromScreening matchState watchlistId watchlistItemId }
    auditTrail { auditType field oldValue newValue updateUser updateTime comment }
    providedVerification { nameVerified addressVerified taxIdVerified birthDateVerified }
    verificationFields { key label value }
    documents { name downloadLink idDocument { documentType uploadedDate { year month day } } accountDocument { accountId } }
  }
}`;

type LinkPayload = { createIdentityDocumentUploadLink: { error: string | null; uploadLink: string | null; documentId: string | null } };
type UpdatePayload = { updateApexInvestigation: { error: string | null; didUpdate: boolean } };

async function signedIn(userId: string, options: { coachedUserId?: string } = {}) {
  return (await sessionCookieFor(userId, options)).cookie;
}

async function memberNeedingDocument(verified = {}) {
  const db = await getDb();
  const user = await createUser(db);
  const fixture = await createAccountNeedingDocument(db, { userId: user.id, verified });
  return { user, cookie: await signedIn(user.id), ...fixture };
}

async function requestLink(cookie: string, uploadFile = { mimeType: "image_png", documentType: "DRIVERS_LICENSE" }) {
  const { body } = await executeGraphQL<LinkPayload>({ query: LINK, variables: { uploadFile }, cookie });
  return body;
}

/** PUTs the body to the link as the browser does (with the type the link was made for). */
async function put(uploadLink: string, body: Buffer, contentType: string) {
  const url = new URL(uploadLink);
  const response = await PUT(
    new Request(url, { method: "PUT", headers: { "Content-Type": contentType, "Content-Length": String(body.length) }, body: new Uint8Array(body) }),
    { params: Promise.resolve({ key: url.pathname.replace("/api/storage/", "").split("/") }) },
  );
  return response.status;
}

async function uploadDocument(cookie: string, body: Buffer = PNG, uploadFile = { mimeType: "image_png", documentType: "DRIVERS_LICENSE" }) {
  const link = (await requestLink(cookie, uploadFile)).data!.createIdentityDocumentUploadLink;
  expect(link.error).toBeNull();
  expect(await put(link.uploadLink!, body, uploadFile.mimeType.replace("_", "/"))).toBe(200);
  return link.documentId!;
}

function update(cookie: string, investigationId: string, documentIds: string[]) {
  return executeGraphQL<UpdatePayload>({ query: UPDATE, variables: { investigationId, documentIds }, cookie });
}

/** A clearing firm that records what it is sent and answers the same document for the same requestId. */
function fakeClearingFirm({ failUpdatesBeforeSuccess = 0 } = {}) {
  const uploads: Array<{ requestId: string; documentType: string; mimeType: string; size: number }> = [];
  const updates: Array<{ investigationName: string; documentIds: string[] }> = [];
  let failuresLeft = failUpdatesBeforeSuccess;
  const firm = {
    name: "sandbox",
    uploadDocument: async ({ requestId, documentType, mimeType, content }: Parameters<ClearingFirm["uploadDocument"]>[0]) => {
      uploads.push({ requestId, documentType, mimeType, size: content.length });
      return { documentId: `doc-${requestId}` };
    },
    updateInvestigation: async ({ investigationName, documentIds }: Parameters<ClearingFirm["updateInvestigation"]>[0]) => {
      updates.push({ investigationName, documentIds });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("clearing firm unavailable");
      }
      return {} as Investigation;
    },
  } as unknown as ClearingFirm;
  return { firm, uploads, updates };
}

describe("the member uploads an ID", () => {
  test("link, PUT, updateApexInvestigation: the document is kept, the fields it covers read uploaded, one job forwards it", async () => {
    const { user, cookie, investigationId, investigation } = await memberNeedingDocument({ taxIdVerified: true });

    const link = (await requestLink(cookie)).data!.createIdentityDocumentUploadLink;
    expect(link).toEqual({ error: null, uploadLink: expect.stringContaining("/api/storage/users/"), documentId: expect.any(String) });
    expect(link.uploadLink).toContain(`/users/${user.id}/identity-document/`);
    expect(await put(link.uploadLink!, PNG, "image/png")).toBe(200);

    const { body } = await update(cookie, investigationId, [link.documentId!]);
    expect(body.data?.updateApexInvestigation).toEqual({ error: null, didUpdate: true });

    const db = await getDb();
    const stored = await db.identityDocument.findUniqueOrThrow({ where: { id: link.documentId! } });
    expect(stored).toMatchObject({ userId: user.id, documentType: "DRIVERS_LICENSE", mimeType: "image/png", identityInvestigationId: investigation.id });
    expect(stored.uploadedAt).toBeInstanceOf(Date);
    const jobs = (await jobRows("forward-identity-documents")).filter((job) => job.data.identityInvestigationId === investigation.id);
    expect(jobs.map((job) => job.data.documentIds)).toEqual([[link.documentId]]);

    const verifications = await executeGraphQL<{ identityVerifications: unknown }>({ query: VERIFICATIONS, cookie });
    expect(verifications.body.data?.identityVerifications).toEqual([
      {
        investigationId,
        needsDocument: true,
        fields: [
          { key: "nameVerified", label: "Name", value: false, uploaded: true },
          { key: "addressVerified", label: "Address", value: false, uploaded: true },
          { key: "taxIdVerified", label: "Tax ID", value: true, uploaded: false },
          { key: "birthDateVerified", label: "Date of Birth", value: false, uploaded: true },
        ],
      },
    ]);
  });

  test("a retried updateApexInvestigation answers the same and enqueues nothing more", async () => {
    const { cookie, investigationId, investigation } = await memberNeedingDocument();
    const documentId = await uploadDocument(cookie, PDF, { mimeType: "application_pdf", documentType: "PASSPORT" });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { body } = await update(cookie, investigationId, [documentId]);
      expect(body.data?.updateApexInvestigation).toEqual({ error: null, didUpdate: true });
    }
    const jobs = (await jobRows("forward-identity-documents")).filter((job) => job.data.identityInvestigationId === investigation.id);
    expect(jobs).toHaveLength(1);
  });

  test("a spoofed file (a PNG by name and header, text inside) is refused, deleted, and nothing changes", async () => {
    const { cookie, investigationId } = await memberNeedingDocument();
    const documentId = await uploadDocument(cookie, Buffer.from("just some text pretending to be a picture"));

    const { body } = await update(cookie, investigationId, [documentId]);
    expect(body.data?.updateApexInvestigation).toEqual({ error: UPLOAD_MESSAGES.error, didUpdate: false });
    const db = await getDb();
    const stored = await db.identityDocument.findUniqueOrThrow({ where: { id: documentId } });
    expect(stored).toMatchObject({ uploadedAt: null, identityInvestigationId: null });
    expect(await getFileStorage().head(stored.storageKey)).toBeUndefined();
  });

  test("a link is refused for a type other than JPEG, PNG or PDF, and without an investigation that needs a document", async () => {
    const { cookie } = await memberNeedingDocument();
    const gif = await requestLink(cookie, { mimeType: "image_gif", documentType: "PASSPORT" });
    expect(gif.data?.createIdentityDocumentUploadLink).toEqual({ error: UPLOAD_MESSAGES.error, uploadLink: null, documentId: null });

    const db = await getDb();
    const settled = await createUser(db);
    await createInvestingAccount(db, { userId: settled.id, state: "ACTIVE" });
    const refused = await requestLink(await signedIn(settled.id));
    expect(refused.data?.createIdentityDocumentUploadLink.error).toBe(UPLOAD_MESSAGES.error);
    expect(await db.identityDocument.count({ where: { userId: settled.id } })).toBe(0);
  });
});

describe("who may", () => {
  test("another member can neither attach the owner's documents nor use the owner's investigation", async () => {
    const owner = await memberNeedingDocument();
    const other = await memberNeedingDocument();
    const ownersDocument = await uploadDocument(owner.cookie);
    const othersDocument = await uploadDocument(other.cookie);

    const withOwnersDocument = await update(other.cookie, other.investigationId, [ownersDocument]);
    expect(withOwnersDocument.body.data?.updateApexInvestigation).toEqual({ error: UPLOAD_MESSAGES.error, didUpdate: false });
    const onOwnersInvestigation = await update(other.cookie, owner.investigationId, [othersDocument]);
    expect(onOwnersInvestigation.body.data?.updateApexInvestigation).toEqual({ error: UPLOAD_MESSAGES.error, didUpdate: false });

    const db = await getDb();
    const documents = await db.identityDocument.findMany({ where: { id: { in: [ownersDocument, othersDocument] } } });
    expect(documents.map((document) => document.uploadedAt)).toEqual([null, null]);
  });

  test("a coach in coach mode may look at /documents' fields but neither upload nor attach", async () => {
    const owner = await memberNeedingDocument();
    const documentId = await uploadDocument(owner.cookie);
    const staff = await createStaffUser(await getDb());
    const coaching = await signedIn(staff.id, { coachedUserId: owner.user.id });

    const link = await requestLink(coaching);
    expect(link.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const attach = await update(coaching, owner.investigationId, [documentId]);
    expect(attach.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const look = await executeGraphQL<{ identityVerifications: unknown[] }>({ query: VERIFICATIONS, cookie: coaching });
    expect(look.body.data?.identityVerifications).toHaveLength(1);
  });

  test("staff read the investigation with every field and expiring download links; each view is audited; members may not", async () => {
    const owner = await memberNeedingDocument({ nameVerified: true });
    const documentId = await uploadDocument(owner.cookie);
    expect((await update(owner.cookie, owner.investigationId, [documentId])).body.data?.updateApexInvestigation.didUpdate).toBe(true);
    const db = await getDb();
    const staff = await createStaffUser(db);

    const { body } = await executeGraphQL<{ apexInvestigation: Record<string, unknown> }>({
      query: INVESTIGATION,
      variables: { accountId: owner.account.id },
      cookie: await signedIn(staff.id),
    });
    const today = new Date();
    expect(body.data?.apexInvestigation).toEqual({
      name: `investigations/${owner.investigationId}`,
      investigationRequestState: "INDETERMINATE",
      correspondentId: "CORR",
      identityVerificationScope: ["NAME", "ADDRESS", "TAX_ID", "BIRTH_DATE"],
      identityVerification: "DOCUMENT_REQUIRED",
      watchlistScreen: "NO_MATCH",
      results: [
        {
          customerIdentificationId: "cip-1",
          identityVerificationTypes: ["NAME", "TAX_ID"],
          identityVerificationPassed: false,
          externalVendor: "VENDOR",
          documentIds: [],
          createTime: "2026-11-20T10:00:00.000Z",
          providedBy: "CLEARING_FIRM",
        },
      ],
      watchlistMatches: [{ active: false, excludeFromScreening: false, matchState: "NO_MATCH", watchlistId: "OFAC", watchlistItemId: "item-1" }],
      auditTrail: [
        {
          auditType: "STATE_CHANGE",
          field: "investigationRequestState",
          oldValue: "PENDING",
          newValue: "INDETERMINATE",
          updateUser: "system",
          updateTime: "2026-11-20T10:00:00.000Z",
          comment: "Document required",
        },
      ],
      providedVerification: { nameVerified: true, addressVerified: false, taxIdVerified: false, birthDateVerified: false },
      verificationFields: [
        { key: "nameVerified", label: "Name", value: true },
        { key: "addressVerified", label: "Address", value: false },
        { key: "taxIdVerified", label: "Tax ID", value: false },
        { key: "birthDateVerified", label: "Date of Birth", value: false },
      ],
      documents: [
        {
          name: `documents/${documentId}`,
          downloadLink: expect.stringMatching(/\/api\/storage\/users\/.+\?/),
          idDocument: {
            documentType: "DRIVERS_LICENSE",
            uploadedDate: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() },
          },
          accountDocument: null,
        },
      ],
    });
    const audit = await db.auditLog.findMany({ where: { actorUserId: staff.id, action: "identity-investigation.viewed" } });
    expect(audit).toEqual([expect.objectContaining({ subjectUserId: owner.user.id, operation: "apexInvestigation" })]);

    const asMember = await executeGraphQL({ query: INVESTIGATION, variables: { accountId: owner.account.id }, cookie: owner.cookie });
    expect(asMember.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Staff read; they upload nothing for a member.
    const staffLink = await requestLink(await signedIn(staff.id));
    expect(staffLink.data?.createIdentityDocumentUploadLink.error).toBe(UPLOAD_MESSAGES.error);
  });
});

describe("the forwarding job", () => {
  test("sends each document once even when the job is retried, then updates the investigation and syncs the account", async () => {
    // Jobs the other tests left are not this test's business.
    await runQueuedJobs("forward-identity-documents", { handler: async () => undefined });
    const owner = await memberNeedingDocument();
    const license = await uploadDocument(owner.cookie);
    const ssn = await uploadDocument(owner.cookie, PDF, { mimeType: "application_pdf", documentType: "SOCIAL_SECURITY_DOCUMENT" });
    expect((await update(owner.cookie, owner.investigationId, [license, ssn])).body.data?.updateApexInvestigation.didUpdate).toBe(true);

    const { firm, uploads, updates } = fakeClearingFirm({ failUpdatesBeforeSuccess: 1 });
    const handler = (data: Record<string, unknown>) =>
      forwardIdentityDocuments({
        identityInvestigationId: String(data.identityInvestigationId),
        documentIds: (data.documentIds as string[]).map(String),
        clearingFirm: firm,
      });
    expect(await runQueuedJobs("forward-identity-documents", { handler })).toEqual({ ran: 1, failed: 1 });
    const [job] = (await jobRows("forward-identity-documents")).filter((row) => row.data.identityInvestigationId === owner.investigation.id);
    expect(job?.state).toBe("retry");
    await makeJobDue(job!.id);
    expect(await runQueuedJobs("forward-identity-documents", { handler })).toEqual({ ran: 1, failed: 0 });

    expect(uploads).toEqual([
      { requestId: license, documentType: "DRIVERS_LICENSE", mimeType: "image/png", size: PNG.length },
      { requestId: ssn, documentType: "SOCIAL_SECURITY_DOCUMENT", mimeType: "application/pdf", size: PDF.length },
    ]);
    const sent = { investigationName: `investigations/${owner.investigationId}`, documentIds: [`doc-${license}`, `doc-${ssn}`] };
    expect(updates).toEqual([sent, sent]);
    const db = await getDb();
    const documents = await db.identityDocument.findMany({ where: { id: { in: [license, ssn] } }, orderBy: { createdAt: "asc" } });
    expect(documents.map((document) => document.externalDocumentId)).toEqual([`doc-${license}`, `doc-${ssn}`]);
    const syncs = (await jobRows("sync-investing-account")).filter((row) => row.data.investingAccountId === owner.account.id);
    expect(syncs).toHaveLength(1);
  });
});

describe("the sync", () => {
  test("emails the member a link to /documents when an account newly needs an ID, once", async () => {
    const db = await getDb();
    const user = await createUser(db);
    const { account } = await createInvestingAccount(db, { userId: user.id, state: "SUBMITTED" });
    const remote: ClearingAccount = {
      accountId: account.accountId!,
      accountNumber: account.accountNumber!,
      accountType: "INDIVIDUAL",
      state: "ACTION_REQUIRED",
      title: "Brokerage",
      createTime: new Date(),
      lnpId: "lnp-1",
      parties: [],
      agreements: [],
      investigationName: "investigations/inv-sync",
    };
    await db.$transaction((tx) => storeClearingAccount(tx, account.id, remote, null));
    await db.$transaction((tx) => storeClearingAccount(tx, account.id, remote, null));

    const messages = await outboxMessages({ to: user.email });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: "Verify your identity to open your investing account" });
    expect(JSON.stringify(messages[0])).toContain("/documents");
  });
});
