import type { Browser, Page } from "playwright-core";
import { publicPages } from "@/lib/content/public-pages";
import { baseUrl, demo, launchBrowser, newPage, signIn, viewports } from "../helpers/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const SITE = "https://marinerwellness.com";

async function pageFacts(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
    const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"],
    );
    return {
      h1Count: document.querySelectorAll("h1").length,
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      description: meta('meta[name="description"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      jsonLd,
      overflowsSideways: document.documentElement.scrollWidth > window.innerWidth,
      imagesWithoutAlt: Array.from(document.images).filter((image) => !image.hasAttribute("alt")).length,
    };
  });
}

describe("every public route", () => {
  for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
    test(`renders at ${viewport} width with one h1, its own metadata and the Organization data`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const failures: string[] = [];
      for (const entry of publicPages) {
        const response = await page.goto(entry.path);
        const facts = await pageFacts(page);
        const problems = [
          response?.status() === 200 ? null : `status ${response?.status()}`,
          facts.h1Count === 1 ? null : `${facts.h1Count} h1 elements`,
          facts.title.startsWith(entry.title) ? null : `title "${facts.title}"`,
          facts.canonical === `${SITE}${entry.path === "/" ? "" : entry.path}` || facts.canonical === `${SITE}${entry.path}`
            ? null
            : `canonical ${facts.canonical}`,
          facts.description === entry.description ? null : "description",
          facts.ogImage?.startsWith(`${SITE}/og/`) ? null : `og:image ${facts.ogImage}`,
          facts.twitterCard === "summary_large_image" ? null : "twitter card",
          facts.jsonLd.includes("Organization") ? null : "no Organization JSON-LD",
          facts.overflowsSideways ? "scrolls sideways" : null,
          facts.imagesWithoutAlt === 0 ? null : `${facts.imagesWithoutAlt} images without alt`,
        ].filter(Boolean);
        if (problems.length) failures.push(`${entry.path}: ${problems.join(", ")}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }

  test("job pages carry JobPosting data and the pricing page Product offers", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/jobs/financial-coach");
    expect((await pageFacts(page)).jsonLd).toContain("JobPosting");
    await page.goto("/pricing");
    expect((await pageFacts(page)).jsonLd.filter((type) => type === "Product")).toHaveLength(2);
    await context.close();
  });
});

describe("routing rules (spec 000 §2.1, 002 §2)", () => {
  test("an unknown path shows the landing page with a 404 status and is not indexed", async () => {
    const { context, page } = await newPage(browser, "phone");
    for (const path of ["/no-such-page", "/partners/no-such-partner", "/jobs/astronaut", "/examplespage"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Financial wellness your employees will actually use",
      );
      await expect(page.locator('meta[name="robots"]').first().getAttribute("content")).resolves.toContain("noindex");
    }
    await context.close();
  });

  test("partner, job and plan slugs are case-insensitive: other spellings redirect to the one canonical page", async () => {
    const { context, page } = await newPage(browser);
    const cases = [
      ["/partners/HCC", "/partners/hcc", "Financial wellness for HCC members"],
      ["/partners/Teach-For-America", "/partners/teach-for-america", "Financial wellness for Teach For America"],
      ["/jobs/Financial-Coach", "/jobs/financial-coach", "Financial Coach"],
      ["/plan/Financial%20Wellness%20Coaching", "/plan/financial-wellness-coaching", "Financial Wellness Coaching"],
    ] as const;
    for (const [typed, canonical, heading] of cases) {
      const response = await page.goto(typed);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(heading);
    }
    await context.close();
  });

  test("the landing page is only for signed-out visitors: a signed-in member going to / lands on /health", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, demo.member);
    await page.goto("/");
    await page.waitForURL("**/health");
    await context.close();
  });

  test("/unsubscribe has no public navigation or footer", async () => {
    const { context, page } = await newPage(browser, "phone");
    await page.goto("/unsubscribe");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Email preferences");
    await expect(page.getByRole("button", { name: "Menu" }).count()).resolves.toBe(0);
    await expect(page.getByRole("contentinfo").count()).resolves.toBe(0);
    await context.close();
  });
});

describe("search engines and sharing", () => {
  test("sitemap.xml lists every indexable public route, robots.txt points at it", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]);
    const expected = publicPages.filter((entry) => !entry.noIndex).map((entry) => `${SITE}${entry.path === "/" ? "" : entry.path}`);

    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toEqual(expect.arrayContaining([`${SITE}/partners/kipp`, `${SITE}/jobs/account-executive`]));
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/api\//);
  });

  test("share images, icons and the web manifest are served", async () => {
    for (const [path, type] of [
      ["/og/home", "image/png"],
      ["/og/partners/kipp", "image/png"],
      ["/og/jobs/financial-coach", "image/png"],
      ["/icon.svg", "image/svg+xml"],
      ["/apple-icon", "image/png"],
      ["/manifest.webmanifest", "application/manifest+json"],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect([path, response.status, response.headers.get("content-type")?.split(";")[0]]).toEqual([path, 200, type]);
    }
  });
});
