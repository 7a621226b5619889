import { getDb } from "@/lib/db";
import { TRACK_PAGE_LIMIT } from "@/lib/page-tracking/track-page";
import { createStaffUser, createUser } from "@/prisma/seed";
import { approvedCoachAccess, executeGraphQL, sessionCookieFor, sessionCookieFrom } from "@/tests/helpers/graphql";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const TRACK_PAGE = `mutation($pageName: String!, $pageUrl: String!) {
  trackPage(pageName: $pageName, pageUrl: $pageUrl) { ok sent }
}`;

type TrackPageData = { trackPage: { ok: boolean; sent: boolean } };

function track(cookie: string | undefined, pageUrl: string, pageName = "Coaching") {
  return executeGraphQL<TrackPageData>({ query: TRACK_PAGE, variables: { pageName, pageUrl }, cookie });
}

async function storedFor(userId: string) {
  const db = await getDb();
  return db.pageView.findMany({ where: { userId }, select: { pageName: true, pageUrl: true }, orderBy: { createdAt: "asc" } });
}

describe("trackPage", () => {
  test("a visit to a path beginning /contact is stored with the path only, the query string and fragment dropped", async () => {
    const db = await getDb();
    const member = await createUser(db);
    const { cookie } = await sessionCookieFor(member.id);

    const plain = await track(cookie, "/contact");
    expect(plain.body.data).toEqual({ trackPage: { ok: true, sent: true } });
    const withQuery = await track(cookie, "https://app.example.com/contact/book?token=secret&email=a%40b.com#slot");
    expect(withQuery.body.data).toEqual({ trackPage: { ok: true, sent: true } });

    expect(await storedFor(member.id)).toEqual([
      { pageName: "Coaching", pageUrl: "/contact" },
      { pageName: "Coaching", pageUrl: "/contact/book" },
    ]);
    const [row] = await db.pageView.findMany({ where: { userId: member.id }, select: { createdAt: true } });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  test("other paths are answered but not stored", async () => {
    const db = await getDb();
    const member = await createUser(db);
    const { cookie } = await sessionCookieFor(member.id);

    for (const url of ["/health", "/plan-details?from=/contact", "/", "/about/contact"]) {
      const result = await track(cookie, url, "Somewhere");
      expect(result.body.data).toEqual({ trackPage: { ok: true, sent: false } });
    }
    expect(await storedFor(member.id)).toEqual([]);
  });

  test("an unusable name or URL is not ok and nothing is stored", async () => {
    const db = await getDb();
    const member = await createUser(db);
    const { cookie } = await sessionCookieFor(member.id);

    expect((await track(cookie, "/contact", "  ")).body.data).toEqual({ trackPage: { ok: false, sent: false } });
    expect((await track(cookie, `/contact/${"x".repeat(3000)}`)).body.data).toEqual({ trackPage: { ok: false, sent: false } });
    expect(await storedFor(member.id)).toEqual([]);
  });

  test(`past ${TRACK_PAGE_LIMIT.limit} calls a minute from one session, calls are answered but not stored`, async () => {
    const db = await getDb();
    const member = await createUser(db);
    const { cookie } = await sessionCookieFor(member.id);

    // One fixed-window: the clock stands still for the loop, so no window boundary falls inside it.
    const now = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(now);
    try {
      const results: boolean[] = [];
      for (let call = 0; call < TRACK_PAGE_LIMIT.limit + 2; call += 1) {
        results.push((await track(cookie, "/contact")).body.data!.trackPage.sent);
      }
      expect(results.filter(Boolean)).toHaveLength(TRACK_PAGE_LIMIT.limit);
      expect(results.slice(-2)).toEqual([false, false]);
    } finally {
      clock.mockRestore();
    }
    expect(await storedFor(member.id)).toHaveLength(TRACK_PAGE_LIMIT.limit);
    // Another session of the same member has its own count.
    const other = await sessionCookieFor(member.id);
    expect((await track(other.cookie, "/contact")).body.data).toEqual({ trackPage: { ok: true, sent: true } });
  });

  test("a coach's visits in coach mode are not counted as the member's", async () => {
    const db = await getDb();
    const member = await createUser(db);
    const staff = await createStaffUser(db);
    await approvedCoachAccess({ coachUserId: staff.id, memberUserId: member.id });
    const { cookie } = await sessionCookieFor(staff.id);
    const started = await executeGraphQL({
      query: `mutation($u: String!) { coachLogIn(coachedUserData: { username: $u }) { error } }`,
      variables: { u: member.email },
      cookie,
    });
    const coaching = sessionCookieFrom(started.setCookies)!;

    expect((await track(coaching, "/contact")).body.data).toEqual({ trackPage: { ok: true, sent: false } });
    expect(await storedFor(member.id)).toEqual([]);
    expect(await storedFor(staff.id)).toEqual([]);
  });

  test("a signed-out caller is refused", async () => {
    const result = await track(undefined, "/contact");
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]?.message).toBe("Please sign in and try again.");
  });
});
