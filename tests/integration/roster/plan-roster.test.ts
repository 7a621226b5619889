import { getDb } from "@/lib/db";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { runQueuedJobs } from "@/lib/jobs/job-queue";
import { sendDuePlanInvitations } from "@/lib/plan-invitations/send-due-plan-invitations";
import { getAuthenticationInfo } from "@/lib/users/get-authentication-info";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { exportPlanRosterCsv } from "@/lib/roster/export-plan-roster-csv";
import { addPlanAdmin, createAdvisorPlan, createEmployerPlan, createPlanMember, createStaffUser, createUser } from "@/prisma/seed";
import { executeGraphQL, sessionCookieFor } from "@/tests/helpers/graphql";
import { outboxMessages } from "@/tests/helpers/outbox";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const UPLOAD = `mutation($planId: ID!, $size: Int!) { uploadRosterFile(planId: $planId, size: $size) { link { key url headers } error errorField } }`;
const PREVIEW = `mutation($planId: ID!, $key: String!, $fileName: String!, $isFullFile: Boolean!) {
  previewRosterImport(planId: $planId, key: $key, fileName: $fileName, isFullFile: $isFullFile) {
    rosterImport { id status rowCount additionCount changeCount terminationCount errorCount progressPercent
      preview { errors { row reason } additions { row workEmail name detail } changes { workEmail detail } terminations { workEmail detail } } }
    error errorField
  }
}`;
const APPLY = `mutation($planId: ID!, $id: ID!) { applyRosterImport(planId: $planId, id: $id) { rosterImport { id status progressPercent } error } }`;
const IMPORT = `query($planId: ID!, $id: ID!) { rosterImport(planId: $planId, id: $id) { status progressPercent failureMessage } }`;
const ROSTER = `query($planId: ID!, $page: Int, $search: String) {
  planRoster(planId: $planId, page: $page, search: $search) {
    totalCount page pageSize counts { total invited signedUp terminated }
    members { id workEmail firstName lastName employeeId department location employmentStatus hireDate terminationDate accessEndsOn signUpStatus invitationEmailCount }
  }
}`;
const ADD = `mutation($planId: ID!, $input: PlanMemberInput!) { addPlanMember(planId: $planId, input: $input) { member { id workEmail signUpStatus invitationEmailCount } error errorField } }`;
const TERMINATE = `mutation($planId: ID!, $id: ID!, $date: String) { terminatePlanMember(planId: $planId, planMemberId: $id, terminationDate: $date) { member { employmentStatus terminationDate accessEndsOn } error } }`;
const RESEND = `mutation($planId: ID!, $id: ID!) { resendPlanInvitation(planId: $planId, planMemberId: $id) { member { invitationEmailCount } error retryAfterSeconds } }`;
const TEMPLATES = `query($planId: ID!) { planEmailTemplates(planId: $planId) { kind subject body isCustomized } }`;
const UPDATE_TEMPLATE = `mutation($planId: ID!, $kind: PlanEmailKind!, $subject: String!, $body: String!) {
  updatePlanEmailTemplate(planId: $planId, kind: $kind, subject: $subject, body: $body) { template { kind subject isCustomized } error errorField }
}`;
const RESET_TEMPLATE = `mutation($planId: ID!, $kind: PlanEmailKind!) { resetPlanEmailTemplate(planId: $planId, kind: $kind) { template { subject isCustomized } error } }`;

type Setup = Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const db = await getDb();
  const owner = await createUser(db, { firstName: "Olive", lastName: "Owner" });
  const plan = await createEmployerPlan(db, { owner });
  const editor = await createUser(db);
  await addPlanAdmin(db, { userId: editor.id, employerPlanId: plan.id, permission: "EDITOR" });
  const viewer = await createUser(db);
  await addPlanAdmin(db, { userId: viewer.id, employerPlanId: plan.id, permission: "VIEWER" });
  const otherOwner = await createUser(db);
  await createEmployerPlan(db, { owner: otherOwner });
  const member = await createUser(db);
  await createPlanMember(db, { employerPlanId: plan.id, userId: member.id, workEmail: member.email, status: "VERIFIED", verifiedAt: new Date() });
  const staff = await createStaffUser(db);
  const advisor = await createUser(db, { isAdvisor: true });
  await createAdvisorPlan(db, { advisorUserId: advisor.id, employerPlanId: plan.id });
  const cookies = {
    advisor: (await sessionCookieFor(advisor.id)).cookie,
    owner: (await sessionCookieFor(owner.id)).cookie,
    editor: (await sessionCookieFor(editor.id)).cookie,
    viewer: (await sessionCookieFor(viewer.id)).cookie,
    otherOwner: (await sessionCookieFor(otherOwner.id)).cookie,
    member: (await sessionCookieFor(member.id)).cookie,
    staff: (await sessionCookieFor(staff.id)).cookie,
  };
  return { plan, owner, cookies };
}

async function uploadCsv(s: Setup, cookie: string, csv: string, isFullFile = false) {
  const size = Buffer.byteLength(csv);
  const upload = await executeGraphQL<{ uploadRosterFile: { link: { key: string } | null; error: string | null } }>({
    query: UPLOAD,
    variables: { planId: s.plan.id, size },
    cookie,
  });
  expect(upload.body.data?.uploadRosterFile.error).toBeNull();
  const key = upload.body.data!.uploadRosterFile.link!.key;
  // What the browser's PUT to the signed URL does.
  await getFileStorage().putObject({ key, contentType: "text/csv", body: new TextEncoder().encode(csv) });
  const preview = await executeGraphQL<{ previewRosterImport: { rosterImport: PreviewedImport | null; error: string | null } }>({
    query: PREVIEW,
    variables: { planId: s.plan.id, key, fileName: "roster.csv", isFullFile },
    cookie,
  });
  expect(preview.body.errors).toBeUndefined();
  return preview.body.data!.previewRosterImport;
}

type PreviewedImport = {
  id: string;
  status: string;
  rowCount: number;
  additionCount: number;
  changeCount: number;
  terminationCount: number;
  errorCount: number;
  preview: { errors: Array<{ row: number; reason: string }>; additions: Array<{ workEmail: string }>; changes: Array<{ workEmail: string; detail: string }>; terminations: Array<{ workEmail: string; detail: string }> };
};

async function roster(s: Setup, cookie: string, search = "") {
  const result = await executeGraphQL<{ planRoster: { totalCount: number; counts: Record<string, number>; members: Array<Record<string, unknown>> } }>({
    query: ROSTER,
    variables: { planId: s.plan.id, search },
    cookie,
  });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.planRoster;
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe("roster import", () => {
  test("a file with bad rows is refused row by row, the fixed file is applied by the job, and invitations go out", async () => {
    const s = await setUp();
    const tag = unique();
    const bad = [
      "\uFEFFWork Email,First Name,Last Name,Employee ID,Department,Location,Status,Hire Date",
      `ana.${tag}@acme.test,Ana,Lopez,E1,"Sales, West",Denver,active,2024-01-15`,
      `not-an-email,Bo,Chen,E2,Ops,Austin,active,2024-02-01`,
      `cy.${tag}@acme.test,Cy,Diaz,E3,Ops,Austin,on leave,2024-13-01`,
      `ANA.${tag}@acme.test,Ana,Again,E4,Ops,Austin,active,`,
      `di.${tag}@acme.test,Di,Evans,E1,Ops,Austin,retired,`,
    ].join("\r\n");
    const refused = await uploadCsv(s, s.cookies.owner, bad);
    expect(refused.error).toBeNull();
    expect(refused.rosterImport!.errorCount).toBe(4);
    expect(refused.rosterImport!.preview.errors).toEqual([
      { row: 3, reason: "Email: Enter a valid work email." },
      { row: 4, reason: "Hire date: Enter the date as YYYY-MM-DD." },
      { row: 5, reason: `Email: ana.${tag}@acme.test is already on row 2.` },
      { row: 6, reason: "Status: Status must be active, on leave or terminated." },
    ]);
    const notApplied = await executeGraphQL<{ applyRosterImport: { error: string | null } }>({
      query: APPLY,
      variables: { planId: s.plan.id, id: refused.rosterImport!.id },
      cookie: s.cookies.owner,
    });
    expect(notApplied.body.data!.applyRosterImport.error).toBe("Fix the rows with errors and upload the file again: nothing was applied.");
    expect((await roster(s, s.cookies.owner)).counts.total).toBe(1);

    const fixed = [
      "email,first name,last name,employee id,department,location,status,hire date",
      `ana.${tag}@acme.test,Ana,Lopez,E1,"Sales, West",Denver,active,2024-01-15`,
      `bo.${tag}@acme.test,Bo,Chen,E2,Ops,Austin,active,2024-02-01`,
      `cy.${tag}@acme.test,Cy,Diaz,E3,Ops,Austin,on leave,1/5/2024`,
    ].join("\n");
    const previewed = await uploadCsv(s, s.cookies.editor, fixed);
    expect(previewed.rosterImport).toMatchObject({ status: "PREVIEWED", rowCount: 3, additionCount: 3, changeCount: 0, terminationCount: 0, errorCount: 0 });

    const applied = await executeGraphQL<{ applyRosterImport: { rosterImport: { status: string } | null; error: string | null } }>({
      query: APPLY,
      variables: { planId: s.plan.id, id: previewed.rosterImport!.id },
      cookie: s.cookies.owner,
    });
    expect(applied.body.data!.applyRosterImport).toMatchObject({ error: null, rosterImport: { status: "APPLYING" } });
    expect(await runQueuedJobs("apply-roster-import")).toMatchObject({ ran: 1, failed: 0 });
    const done = await executeGraphQL<{ rosterImport: { status: string; progressPercent: number } }>({
      query: IMPORT,
      variables: { planId: s.plan.id, id: previewed.rosterImport!.id },
      cookie: s.cookies.viewer,
    });
    expect(done.body.data!.rosterImport).toMatchObject({ status: "APPLIED", progressPercent: 100 });

    const list = await roster(s, s.cookies.viewer, "diaz");
    expect(list.members).toEqual([
      expect.objectContaining({ workEmail: `cy.${tag}@acme.test`, department: "Ops", employmentStatus: "ON_LEAVE", hireDate: "2024-01-05", signUpStatus: "ADDED" }),
    ]);

    await runQueuedJobs("send-plan-invitations");
    const [invitation] = await outboxMessages({ to: `ana.${tag}@acme.test` });
    expect(invitation?.subject).toContain(s.plan.name);
    expect(invitation?.text).toContain("Hi Ana,");
    expect(invitation?.text).toContain("/sign-up");
    expect((await roster(s, s.cookies.owner)).counts).toMatchObject({ total: 4, invited: 3, signedUp: 1 });

    // The same file again as a full file with one employee terminated and one left out.
    const next = [
      "email,first name,last name,employee id,department,location,status,hire date",
      `ana.${tag}@acme.test,Ana,Lopez,E1,Marketing,Denver,active,2024-01-15`,
      `bo.${tag}@acme.test,Bo,Chen,E2,Ops,Austin,terminated,2024-02-01`,
    ].join("\n");
    const full = await uploadCsv(s, s.cookies.owner, next, true);
    expect(full.rosterImport).toMatchObject({ additionCount: 0, changeCount: 1, terminationCount: 3, errorCount: 0 });
    expect(full.rosterImport!.preview.changes).toEqual([{ workEmail: `ana.${tag}@acme.test`, detail: "Changes department" }]);
  });

  test("50,000 rows are previewed and applied by the job, set-based, in a few seconds", async () => {
    const s = await setUp();
    const tag = unique();
    const lines = ["email,first name,last name,employee id,department,location,status,hire date"];
    for (let i = 0; i < 50_000; i += 1) lines.push(`e${i}.${tag}@big.test,First${i},Last${i},B${i},Dept ${i % 20},Site ${i % 7},active,2023-03-01`);
    const started = Date.now();
    const previewed = await uploadCsv(s, s.cookies.owner, lines.join("\n"));
    const previewMs = Date.now() - started;
    expect(previewed.rosterImport).toMatchObject({ rowCount: 50_000, additionCount: 50_000, errorCount: 0 });
    await executeGraphQL({ query: APPLY, variables: { planId: s.plan.id, id: previewed.rosterImport!.id }, cookie: s.cookies.owner });
    const applyStarted = Date.now();
    expect(await runQueuedJobs("apply-roster-import")).toMatchObject({ ran: 1, failed: 0 });
    const applyMs = Date.now() - applyStarted;
    console.info(`50,000-row roster: preview ${previewMs} ms, apply ${applyMs} ms`);
    const db = await getDb();
    expect(await db.planMember.count({ where: { employerPlanId: s.plan.id } })).toBe(50_001);
    expect(await db.rosterImport.findUniqueOrThrow({ where: { id: previewed.rosterImport!.id }, select: { status: true } })).toEqual({ status: "APPLIED" });
    const page = await roster(s, s.cookies.owner);
    expect(page.totalCount).toBe(50_001);
    expect(page.members).toHaveLength(50);

    const tooMany = await uploadCsv(s, s.cookies.owner, [...lines, `x.${tag}@big.test`].join("\n"));
    expect(tooMany.error).toBe("A roster file can have at most 50,000 employees. Split the file and upload each part.");
  }, 120_000);

  test("a merge that fails leaves the roster as it was and the import FAILED", async () => {
    const s = await setUp();
    const tag = unique();
    const previewed = await uploadCsv(s, s.cookies.owner, `email,employee id\nzed.${tag}@acme.test,Z1\nyan.${tag}@acme.test,Z2`);
    await executeGraphQL({ query: APPLY, variables: { planId: s.plan.id, id: previewed.rosterImport!.id }, cookie: s.cookies.owner });
    // Between preview and apply, someone adds an employee by hand with one of the file's employee ids.
    await executeGraphQL({ query: ADD, variables: { planId: s.plan.id, input: { workEmail: `other.${tag}@acme.test`, employeeId: "Z2" } }, cookie: s.cookies.owner });
    await runQueuedJobs("apply-roster-import");
    const db = await getDb();
    const found = await db.rosterImport.findUniqueOrThrow({ where: { id: previewed.rosterImport!.id }, select: { status: true, failureMessage: true } });
    expect(found.status).toBe("FAILED");
    expect(await db.planMember.count({ where: { employerPlanId: s.plan.id, workEmail: `zed.${tag}@acme.test` } })).toBe(0);
  });
});

describe("adding, terminating and inviting", () => {
  test("an employee added by hand gets the invitation, reminders on day 3 and day 10, and never a fourth email", async () => {
    const s = await setUp();
    const email = `kim.${unique()}@acme.test`;
    const t0 = new Date();
    const added = await executeGraphQL<{ addPlanMember: { member: { id: string; signUpStatus: string; invitationEmailCount: number } | null; error: string | null } }>({
      query: ADD,
      variables: { planId: s.plan.id, input: { workEmail: email, firstName: "Kim", employmentStatus: "active", hireDate: "2025-06-01" } },
      cookie: s.cookies.editor,
    });
    expect(added.body.data!.addPlanMember).toMatchObject({ error: null, member: { signUpStatus: "INVITED", invitationEmailCount: 1 } });
    const again = await executeGraphQL<{ addPlanMember: { error: string; errorField: string } }>({
      query: ADD,
      variables: { planId: s.plan.id, input: { workEmail: email.toUpperCase() } },
      cookie: s.cookies.editor,
    });
    expect(again.body.data!.addPlanMember).toMatchObject({ error: "This email is already on the roster.", errorField: "workEmail" });

    const day = (n: number) => new Date(t0.getTime() + n * 86_400_000 + 60_000);
    const sentOn = async (n: number) => (await sendDuePlanInvitations({ planId: s.plan.id, now: day(n) })).sent;
    expect(await sentOn(2)).toBe(0);
    expect(await sentOn(3)).toBe(1);
    expect(await sentOn(3)).toBe(0);
    expect(await sentOn(9)).toBe(0);
    expect(await sentOn(10)).toBe(1);
    expect(await sentOn(10)).toBe(0);
    expect(await sentOn(40)).toBe(0);
    const emails = await outboxMessages({ to: email });
    expect(emails).toHaveLength(3);
    expect(emails.filter((m) => (m.subject ?? "").startsWith("Reminder"))).toHaveLength(2);

    const resend = await executeGraphQL<{ resendPlanInvitation: { error: string | null } }>({
      query: RESEND,
      variables: { planId: s.plan.id, id: added.body.data!.addPlanMember.member!.id },
      cookie: s.cookies.owner,
    });
    expect(resend.body.data!.resendPlanInvitation.error).toBe("This employee has had 3 invitation emails, the most we send.");
  });

  test("resending is limited to once an hour per employee", async () => {
    const s = await setUp();
    const email = `lee.${unique()}@acme.test`;
    const added = await executeGraphQL<{ addPlanMember: { member: { id: string } } }>({
      query: ADD,
      variables: { planId: s.plan.id, input: { workEmail: email } },
      cookie: s.cookies.owner,
    });
    const id = added.body.data!.addPlanMember.member.id;
    const first = await executeGraphQL<{ resendPlanInvitation: { member: { invitationEmailCount: number } | null; error: string | null } }>({
      query: RESEND,
      variables: { planId: s.plan.id, id },
      cookie: s.cookies.owner,
    });
    expect(first.body.data!.resendPlanInvitation).toMatchObject({ error: null, member: { invitationEmailCount: 2 } });
    const second = await executeGraphQL<{ resendPlanInvitation: { error: string | null; retryAfterSeconds: number | null } }>({
      query: RESEND,
      variables: { planId: s.plan.id, id },
      cookie: s.cookies.owner,
    });
    expect(second.body.data!.resendPlanInvitation.error).not.toBeNull();
    expect(second.body.data!.resendPlanInvitation.retryAfterSeconds).toBeGreaterThan(0);
    expect(await outboxMessages({ to: email })).toHaveLength(2);
  });

  test("a terminated employee keeps the verified-plan-member status for 90 days after the termination date", async () => {
    const s = await setUp();
    const db = await getDb();
    const employee = await createUser(db);
    const row = await createPlanMember(db, { employerPlanId: s.plan.id, userId: employee.id, workEmail: employee.email, status: "VERIFIED", verifiedAt: new Date() });
    const viewerOf = async () => (await findViewerForCookieHeader((await sessionCookieFor(employee.id)).cookie))!;
    const isMember = async () => (await getAuthenticationInfo({ viewer: await viewerOf() })).isVerifiedPlanMember;
    expect(await isMember()).toBe(true);

    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const terminated = await executeGraphQL<{ terminatePlanMember: { member: { employmentStatus: string; accessEndsOn: string } | null; error: string | null } }>({
      query: TERMINATE,
      variables: { planId: s.plan.id, id: row.id, date: daysAgo(89) },
      cookie: s.cookies.owner,
    });
    expect(terminated.body.data!.terminatePlanMember).toMatchObject({ error: null, member: { employmentStatus: "TERMINATED" } });
    expect(await isMember()).toBe(true);
    await executeGraphQL({ query: TERMINATE, variables: { planId: s.plan.id, id: row.id, date: daysAgo(91) }, cookie: s.cookies.owner });
    expect(await isMember()).toBe(false);
  });
});

describe("roster export", () => {
  test("cells that look like formulas are exported as text, and only readers of the plan may export", async () => {
    const s = await setUp();
    const email = `f.${unique()}@acme.test`;
    await executeGraphQL({
      query: ADD,
      variables: { planId: s.plan.id, input: { workEmail: email, firstName: "=HYPERLINK(\"http://x\")", department: "+1,2" } },
      cookie: s.cookies.owner,
    });
    const viewer = await findViewerForCookieHeader(s.cookies.viewer);
    let csv = "";
    for await (const chunk of exportPlanRosterCsv({ viewer, planId: s.plan.id })) csv += chunk;
    const line = csv.split("\r\n").find((row) => row.startsWith(email))!;
    expect(line).toBe(`${email},"'=HYPERLINK(""http://x"")",,,"'+1,2",,Active,,,Invited,${new Date().toISOString().slice(0, 10)},`);

    const stranger = await findViewerForCookieHeader(s.cookies.otherOwner);
    await expect(exportPlanRosterCsv({ viewer: stranger, planId: s.plan.id }).next()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("email templates", () => {
  test("an editor rewords the invitation, the next invitation uses it, and reset brings the default back", async () => {
    const s = await setUp();
    const updated = await executeGraphQL<{ updatePlanEmailTemplate: { template: { isCustomized: boolean } | null; error: string | null } }>({
      query: UPDATE_TEMPLATE,
      variables: { planId: s.plan.id, kind: "INVITATION", subject: "Join us, {firstName}", body: "Hello from {companyName}.\n\nStart here: {signUpLink}" },
      cookie: s.cookies.editor,
    });
    expect(updated.body.data!.updatePlanEmailTemplate).toMatchObject({ error: null, template: { isCustomized: true } });
    const noLink = await executeGraphQL<{ updatePlanEmailTemplate: { error: string | null; errorField: string } }>({
      query: UPDATE_TEMPLATE,
      variables: { planId: s.plan.id, kind: "INVITATION", subject: "Hi {nickname}", body: "No link" },
      cookie: s.cookies.editor,
    });
    expect(noLink.body.data!.updatePlanEmailTemplate.errorField).toBe("subject");

    const email = `max.${unique()}@acme.test`;
    await executeGraphQL({ query: ADD, variables: { planId: s.plan.id, input: { workEmail: email, firstName: "<Max>" } }, cookie: s.cookies.owner });
    const [sent] = await outboxMessages({ to: email });
    expect(sent?.subject).toBe("Join us, <Max>");
    expect(sent?.html).toContain("Hello from");
    expect(sent?.html).not.toContain("<Max>");

    const reset = await executeGraphQL<{ resetPlanEmailTemplate: { template: { isCustomized: boolean } } }>({
      query: RESET_TEMPLATE,
      variables: { planId: s.plan.id, kind: "INVITATION" },
      cookie: s.cookies.owner,
    });
    expect(reset.body.data!.resetPlanEmailTemplate.template.isCustomized).toBe(false);
  });
});

describe("who may do what", () => {
  type Role = keyof Setup["cookies"] | "signedOut";
  const readers: Role[] = ["owner", "editor", "viewer", "advisor", "staff"];
  const editors: Role[] = ["owner", "editor", "staff"];
  const roles: Role[] = ["owner", "editor", "viewer", "advisor", "otherOwner", "member", "staff", "signedOut"];

  const operations: Array<{ name: string; allowed: Role[]; run: (s: Setup, cookie: string | undefined) => Promise<{ errors?: Array<{ extensions?: { code?: string } }> }> }> = [
    { name: "planRoster", allowed: readers, run: async (s, cookie) => (await executeGraphQL({ query: ROSTER, variables: { planId: s.plan.id }, cookie })).body },
    { name: "planEmailTemplates", allowed: readers, run: async (s, cookie) => (await executeGraphQL({ query: TEMPLATES, variables: { planId: s.plan.id }, cookie })).body },
    { name: "uploadRosterFile", allowed: editors, run: async (s, cookie) => (await executeGraphQL({ query: UPLOAD, variables: { planId: s.plan.id, size: 10 }, cookie })).body },
    {
      name: "addPlanMember",
      allowed: editors,
      run: async (s, cookie) => (await executeGraphQL({ query: ADD, variables: { planId: s.plan.id, input: { workEmail: `m.${unique()}@acme.test` } }, cookie })).body,
    },
    {
      name: "updatePlanEmailTemplate",
      allowed: editors,
      run: async (s, cookie) =>
        (await executeGraphQL({ query: UPDATE_TEMPLATE, variables: { planId: s.plan.id, kind: "REMINDER", subject: "Hi", body: "{signUpLink}" }, cookie })).body,
    },
    { name: "resetPlanEmailTemplate", allowed: editors, run: async (s, cookie) => (await executeGraphQL({ query: RESET_TEMPLATE, variables: { planId: s.plan.id, kind: "REMINDER" }, cookie })).body },
    { name: "terminatePlanMember", allowed: [], run: async () => ({}) },
  ];

  test.each(operations.filter((op) => op.name !== "terminatePlanMember").map((op) => [op.name, op] as const))(
    "%s: allowed for its roles, refused for everyone else",
    async (_name, operation) => {
      const s = await setUp();
      for (const role of roles) {
        const cookie = role === "signedOut" ? undefined : s.cookies[role];
        const body = await operation.run(s, cookie);
        const code = body.errors?.[0]?.extensions?.code;
        if (operation.allowed.includes(role)) expect([role, code]).toEqual([role, undefined]);
        else expect([role, code]).toEqual([role, role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN"]);
      }
    },
  );

  test("terminatePlanMember, resendPlanInvitation, previewRosterImport, applyRosterImport and rosterImport refuse all but their roles", async () => {
    const s = await setUp();
    const db = await getDb();
    const targets = await Promise.all(
      roles.map((_, i) => createPlanMember(db, { employerPlanId: s.plan.id, workEmail: `t${i}.${unique()}@acme.test`, status: "ADDED" })),
    );
    const imported = await uploadCsv(s, s.cookies.owner, `email\nq.${unique()}@acme.test`);
    for (const [index, role] of roles.entries()) {
      const cookie = role === "signedOut" ? undefined : s.cookies[role];
      const expected = (allowed: Role[]) => (allowed.includes(role) ? undefined : role === "signedOut" ? "UNAUTHENTICATED" : "FORBIDDEN");
      const code = async (query: string, variables: Record<string, unknown>) => (await executeGraphQL({ query, variables, cookie })).body.errors?.[0]?.extensions?.code;
      expect([role, await code(TERMINATE, { planId: s.plan.id, id: targets[index]!.id })]).toEqual([role, expected(editors)]);
      expect([role, await code(RESEND, { planId: s.plan.id, id: targets[index]!.id })]).toEqual([role, expected(editors)]);
      expect([role, await code(PREVIEW, { planId: s.plan.id, key: "users/x/roster-file/y", fileName: "a.csv", isFullFile: false })]).toEqual([role, expected(editors)]);
      expect([role, await code(IMPORT, { planId: s.plan.id, id: imported.rosterImport!.id })]).toEqual([role, expected(readers)]);
      if (!editors.includes(role)) expect([role, await code(APPLY, { planId: s.plan.id, id: imported.rosterImport!.id })]).toEqual([role, expected(editors)]);
    }
    // Another admin's upload key is never read, even by an editor of the plan.
    const stolen = await executeGraphQL<{ previewRosterImport: { error: string | null } }>({
      query: PREVIEW,
      variables: { planId: s.plan.id, key: `users/${s.owner.id}/roster-file/00000000-0000-0000-0000-000000000000`, fileName: "a.csv", isFullFile: false },
      cookie: s.cookies.editor,
    });
    expect(stolen.body.data!.previewRosterImport.error).toBe("The file was not received. Please try again.");
  });
});
