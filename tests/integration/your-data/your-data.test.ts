import { strFromU8, unzipSync } from "fflate";
import { verifyPasswordSignIn } from "@/lib/auth/verify-password-sign-in";
import { getDb } from "@/lib/db";
import { getLocalFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { buildDataExport } from "@/lib/your-data/build-data-export";
import { deleteAccountData } from "@/lib/your-data/delete-account-data";
import { dataExportDownloadUrl } from "@/lib/your-data/data-export-download-url";
import { createMemberWithProfile, createStaffUser, uniqueEmail } from "@/prisma/seed";
import { createInvestingAccount } from "@/prisma/seed/factories/investing";
import { createTransaction } from "@/prisma/seed/factories/transactions";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

// Your data (issue 13 item 8): the export (a job gathers everything into a zip of JSON and CSV, the member is
// emailed, only the owner downloads it), and account deletion (password, two requests in twelve months, investing
// accounts and legal holds answered by staff, everything else removed or anonymised, sessions ended); never in Coach
// Mode.
useTestDatabase();

const PASSWORD = "Harbor-Lights-2031";
const REQUESTS = "query { dataRightsRequests { id kind status dueAt downloadExpiresAt waitingReason } }";
const EXPORT = "mutation { requestDataExport { requestId error } }";
const DELETE = `mutation($currentPassword: String, $code: String) {
  deleteAccount(currentPassword: $currentPassword, code: $code) { status waitingReason error errorField }
}`;
const SEND_CODE = "mutation { sendAccountDeletionCode { didSend error } }";

type Request = { id: string; kind: string; status: string; dueAt: string; downloadExpiresAt: string | null; waitingReason: string | null };
type Deleted = { status: string | null; waitingReason: string | null; error: string | null; errorField: string | null };

async function member({ singleSignOn = false } = {}) {
  const db = await getDb();
  const email = uniqueEmail("your-data");
  const { user, customer } = await createMemberWithProfile(db, {
    user: singleSignOn ? { email, isSingleSignOn: true, googleSubject: `google-${email}` } : { email, password: PASSWORD },
  });
  await createTransaction(db, { customerId: customer.id, name: "=HYPERLINK(\"evil\")", amount: "-12.34" });
  const { cookie } = await sessionCookieFor(user.id);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}, asCookie = cookie) => {
    const { body } = await executeGraphQL<Record<string, T>>({ query, variables, cookie: asCookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return Object.values(body.data!)[0]!;
  };
  return { user, customer, cookie, call };
}

async function zipOf(key: string): Promise<Record<string, Uint8Array>> {
  const object = await getLocalFileStorage()!.openObject(key);
  const bytes = new Uint8Array(await new Response(object!.body).arrayBuffer());
  return unzipSync(bytes);
}

test("an export: one at a time, built by the job into JSON and CSV without secrets, emailed, downloadable by its owner only", async () => {
  const { user, call } = await member();
  const { requestId, error } = await call<{ requestId: string; error: string | null }>(EXPORT);
  expect(error).toBeNull();
  expect((await call<{ error: string | null }>(EXPORT)).error).toBe(
    "Your data is already being gathered. We will email you when it is ready.",
  );
  expect((await call<Request[]>(REQUESTS))[0]).toMatchObject({ id: requestId, kind: "EXPORT", status: "PENDING" });

  await buildDataExport({ requestId });
  const [ready] = await call<Request[]>(REQUESTS);
  expect(ready).toMatchObject({ status: "READY" });
  const daysLeft = (Date.parse(ready!.downloadExpiresAt!) - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(6.9);
  const [email] = await outboxMessages({ to: user.email, limit: 1 });
  expect(email?.subject).toContain("data is ready to download");

  const row = await (await getDb()).dataRightsRequest.findUniqueOrThrow({ where: { id: requestId } });
  const files = await zipOf(row.fileKey!);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "data.json", "csv/User.csv", "csv/Transaction.csv"]));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as { tables: Record<string, Array<Record<string, unknown>>> };
  expect(data.tables.User![0]).toMatchObject({ id: user.id, email: user.email });
  expect(data.tables.User![0]).not.toHaveProperty("passwordHash");
  expect(data.tables.Transaction).toHaveLength(1);
  const csv = strFromU8(files["csv/Transaction.csv"]!);
  expect(csv).toContain(`"'=HYPERLINK(""evil"")"`); // a formula is shown as text
  expect(csv.split("\r\n")[1]).toMatch(/,-12\.34,/); // an amount stays a number
  expect(JSON.stringify(data)).not.toMatch(/\$argon2/);

  expect(await dataExportDownloadUrl({ userId: user.id, requestId })).toContain("/api/storage/");
  const other = await member();
  await expect(dataExportDownloadUrl({ userId: other.user.id, requestId })).rejects.toThrow("This download was not found.");
});

test("the download route redirects the owner and refuses a signed-out caller and another member", async () => {
  const { call, cookie } = await member();
  const { requestId } = await call<{ requestId: string }>(EXPORT);
  await buildDataExport({ requestId });
  const { GET } = await import("@/app/api/your-data/exports/[id]/route");
  const get = (asCookie?: string) =>
    GET(new Request(`http://localhost/api/your-data/exports/${requestId}`, { headers: asCookie ? { cookie: asCookie } : {} }), {
      params: Promise.resolve({ id: requestId }),
    });
  const owner = await get(cookie);
  expect(owner.status).toBe(303);
  expect(owner.headers.get("location")).toContain("/api/storage/");
  expect((await get()).status).toBe(401);
  expect((await get((await member()).cookie)).status).toBe(404);
});

test("deleting an account: the password, then signed out everywhere; the job removes the data and anonymises the user", async () => {
  const { user, customer, call, cookie } = await member();
  const db = await getDb();
  const otherSession = await sessionCookieFor(user.id);

  expect(await call<Deleted>(DELETE, { currentPassword: "wrong" })).toEqual({
    status: null,
    waitingReason: null,
    error: "Your current password is incorrect.",
    errorField: "currentPassword",
  });
  const { body, setCookies } = await executeGraphQL<{ deleteAccount: Deleted }>({
    query: DELETE,
    variables: { currentPassword: PASSWORD },
    cookie,
  });
  expect(body.data?.deleteAccount).toEqual({ status: "DELETING", waitingReason: null, error: null, errorField: null });
  expect(setCookies.some((value) => /session-token=;/.test(value))).toBe(true);
  const [notice] = await outboxMessages({ to: user.email, limit: 1 });
  expect(notice?.subject).toContain("account deletion request");
  // Every session is over, and the password no longer signs in.
  for (const asCookie of [cookie, otherSession.cookie]) {
    const { body: after } = await executeGraphQL({ query: REQUESTS, cookie: asCookie });
    expect(after.errors?.[0]?.message).toBe("Please sign in and try again.");
  }
  await expect(verifyPasswordSignIn({ email: user.email, password: PASSWORD, ipAddress: null })).rejects.toThrow();

  const request = await db.dataRightsRequest.findFirstOrThrow({ where: { userId: user.id, kind: "DELETE" } });
  await deleteAccountData({ requestId: request.id });
  expect(await db.customer.count({ where: { id: customer.id } })).toBe(0);
  expect(await db.transaction.count({ where: { customerId: customer.id } })).toBe(0);
  const shell = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(shell).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, firstName: "", lastName: "", passwordHash: null });
  expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  expect(await db.dataRightsRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ status: "COMPLETED" });
  expect(await db.auditLog.count({ where: { subjectUserId: user.id, action: "account.deleted" } })).toBe(1);
  // The job again (a retry) does nothing more.
  await deleteAccountData({ requestId: request.id });
});

test("without a password (single sign-on) a deletion needs the newest emailed code; a password account is asked for its password", async () => {
  const { user, call } = await member({ singleSignOn: true });
  type Sent = { didSend: boolean; error: string | null };

  expect(await call<Deleted>(DELETE, {})).toMatchObject({ status: null, error: "Please enter the code we emailed you.", errorField: "code" });
  expect(await call<Sent>(SEND_CODE)).toEqual({ didSend: true, error: null });
  expect((await call<Sent>(SEND_CODE)).error).toBe("Too many attempts. Please try again later"); // within the cooldown
  const [email] = await outboxMessages({ to: user.email, limit: 1 });
  expect(email?.subject).toContain("account deletion code");
  const code = /(\d{6}) is the code/.exec(email!.text ?? "")![1]!;

  const wrong = code === "000000" ? "111111" : "000000";
  expect(await call<Deleted>(DELETE, { code: wrong })).toMatchObject({ error: "Invalid code", errorField: "code" });
  // A password does not stand in for the code on an account that has none.
  expect((await call<Deleted>(DELETE, { currentPassword: PASSWORD })).errorField).toBe("code");
  expect(await call<Deleted>(DELETE, { code })).toMatchObject({ status: "DELETING", error: null });
  expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).toBeInstanceOf(Date);

  const withPassword = await member();
  expect((await withPassword.call<Sent>(SEND_CODE)).error).toBe("Your account has a password: confirm the deletion with it.");
  expect(await withPassword.call<Deleted>(DELETE, { code: "123456" })).toMatchObject({
    error: "Please enter your current password.",
    errorField: "currentPassword",
  });
});

test("an open investing account or a legal hold: recorded for staff with the reason, nothing closes; two requests a year at most", async () => {
  const { user, call } = await member();
  const db = await getDb();
  await createInvestingAccount(db, { userId: user.id, state: "ACTIVE" });
  const waiting = await call<Deleted>(DELETE, { currentPassword: PASSWORD });
  expect(waiting.status).toBe("WAITING");
  expect(waiting.waitingReason).toContain("Brokerage records must be kept for six years");
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deactivatedAt).toBeNull();
  expect((await call<Deleted>(DELETE, { currentPassword: PASSWORD })).error).toBe("Your deletion request is already being handled.");

  // Staff answered it; a second request is allowed, a third in the same year is not.
  await db.dataRightsRequest.updateMany({ where: { userId: user.id, kind: "DELETE" }, data: { status: "COMPLETED" } });
  await db.user.update({ where: { id: user.id }, data: { legalHoldAt: new Date() } });
  const held = await call<Deleted>(DELETE, { currentPassword: PASSWORD });
  expect(held.waitingReason).toContain("required by law to keep some of your records");
  await db.dataRightsRequest.updateMany({ where: { userId: user.id, kind: "DELETE" }, data: { status: "COMPLETED" } });
  expect((await call<Deleted>(DELETE, { currentPassword: PASSWORD })).error).toBe(
    "You can ask us to delete your account twice in 12 months, and you already have. Please contact us.",
  );
});

test("a coach acting as the member can neither export nor delete, and a signed-out caller is told to sign in", async () => {
  const owner = await member();
  const staff = await createStaffUser(await getDb());
  const coach = await sessionCookieFor(staff.id, { coachedUserId: owner.user.id });
  for (const [query, variables] of [
    [REQUESTS, {}],
    [EXPORT, {}],
    [DELETE, { currentPassword: PASSWORD }],
    [SEND_CODE, {}],
  ] as const) {
    const asCoach = await executeGraphQL({ query, variables, cookie: coach.cookie });
    expect(asCoach.body.errors?.[0]?.message).toBe("You do not have permission to do that.");
    expect((await executeGraphQL({ query, variables })).body.errors?.[0]?.message).toBe("Please sign in and try again.");
  }
  expect(await (await getDb()).dataRightsRequest.count({ where: { userId: owner.user.id } })).toBe(0);
});

test("an export past its 7 days: the cleanup job deletes the file, and the link says it expired", async () => {
  const { user, call } = await member();
  const { requestId } = await call<{ requestId: string }>(EXPORT);
  await buildDataExport({ requestId });
  const db = await getDb();
  const { fileKey } = await db.dataRightsRequest.findUniqueOrThrow({ where: { id: requestId } });
  const { deleteExpiredRows } = await import("@/lib/jobs/cleanup/delete-expired-rows");
  await deleteExpiredRows({ now: new Date(Date.now() + 8 * 86_400_000) });
  expect(await getLocalFileStorage()!.head(fileKey!)).toBeUndefined();
  expect((await call<Request[]>(REQUESTS))[0]).toMatchObject({ id: requestId, status: "COMPLETED", downloadExpiresAt: null });
  await expect(dataExportDownloadUrl({ userId: user.id, requestId })).rejects.toThrow("This download was not found.");
});
