import { render, screen, within } from "@testing-library/react";
import PartnerPage, { generateMetadata, generateStaticParams } from "@/app/(public)/partners/[partner]/page";
import { PartnerLanding } from "@/components/public/partners/partner-landing";
import { findPartner, partners, partnerSlugs, type Partner } from "@/lib/content/partners";
import { expectFootnoteMarkersResolve, expectImagesSizedWithAlt } from "@/tests/helpers/public-page-expectations";

const params = (partner: string) => ({ params: Promise.resolve({ partner }) });

async function renderPartnerPage(slug: string) {
  return render(await PartnerPage(params(slug)));
}

// What a visitor should see on each page, written out so a data slip in partners.ts shows up here.
const expectedDiscounts: Record<(typeof partnerSlugs)[number], { text: string; code: string } | null> = {
  schools: { text: "Schools save 15% on either plan.", code: "SCHOOLS15" },
  lifemart: { text: "LifeMart members get up to 22% savings.", code: "LIFEMART22" },
  trinet: null,
  onedigital: { text: "OneDigital clients save 20% on either plan.", code: "ONEDIGITAL20" },
  acrisure: null,
  assurance: { text: "Assurance clients save 20% on either plan.", code: "ASSURANCE20" },
  mutualcapitalpartners: { text: "Mutual Capital Partners clients save 20% on either plan.", code: "MCP20" },
  kipp: { text: "KIPP regions save 10% on either plan.", code: "KIPP10" },
  "teach-for-america": { text: "Teach For America partners get discounted pricing.", code: "TFA" },
  hcc: { text: "HCC members save 20% on either plan.", code: "HCC20" },
};

describe("Partner landing pages", () => {
  it("prerenders every partner", () => {
    expect(generateStaticParams()).toEqual(partnerSlugs.map((partner) => ({ partner })));
    expect(partners.map((partner) => partner.slug)).toEqual([...partnerSlugs]);
  });

  describe.each(partners.map((partner) => [partner.slug, partner] as const))("/partners/%s", (slug, partner) => {
    it("shows the logo, subtitle and title as the only h1", async () => {
      await renderPartnerPage(slug);
      const hero = screen.getByRole("region", { name: partner.title });

      expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
        partner.title,
      ]);
      expect(within(hero).getByRole("img", { name: `${partner.name} logo` })).toHaveAttribute(
        "src",
        `/images/partners/${slug}.svg`,
      );
      expect(within(hero).getByText(partner.subtitle)).toBeInTheDocument();
    });

    it(
      expectedDiscounts[slug] ? "shows the discount and a 'Use code' box" : "shows no discount",
      async () => {
        const { container } = await renderPartnerPage(slug);
        const expected = expectedDiscounts[slug];
        const discountBox = screen.queryByRole("complementary", { name: "Your partner discount" });

        if (expected) {
          expect(discountBox).toHaveTextContent(expected.text);
          expect(within(discountBox!).getByText(expected.code)).toBeInTheDocument();
          expect(discountBox).toHaveTextContent(`Use code ${expected.code}`);
        } else {
          expect(discountBox).not.toBeInTheDocument();
          expect(container).not.toHaveTextContent(/Use code/);
        }
      },
    );

    it("links the call to action", async () => {
      await renderPartnerPage(slug);
      const hero = screen.getByRole("region", { name: partner.title });

      expect(within(hero).getByRole("link", { name: partner.ctaText })).toHaveAttribute("href", partner.ctaUrl);
    });

    it("follows with the platform explorer under the partner's heading, the plans and customer quotes", async () => {
      await renderPartnerPage(slug);
      const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

      expect(headings).toEqual([
        partner.platformCardTitle,
        "Two plans. Pick the one that fits.",
        "What employers say",
      ]);
    });

    it("declares its title, description and canonical URL", async () => {
      const metadata = await generateMetadata(params(slug));

      expect(metadata.title).toBe(`${partner.name} partnership`);
      expect(metadata.description).toBe(partner.seoDescription);
      expect(metadata.alternates?.canonical).toBe(`/partners/${slug}`);
    });
  });

  it("sends LifeMart members to their own sign-up", async () => {
    await renderPartnerPage("lifemart");

    expect(screen.getByRole("link", { name: "Sign up with LifeMart" })).toHaveAttribute("href", "/sign-up/lifemart");
  });

  it.each([
    ["HCC", "hcc"],
    ["Teach-For-America", "teach-for-america"],
    ["KIPP", "kipp"],
  ])("matches %s case-insensitively", async (param, slug) => {
    expect(findPartner(param)?.slug).toBe(slug);
    await renderPartnerPage(param);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(findPartner(slug)!.title);
    expect((await generateMetadata(params(param))).alternates?.canonical).toBe(`/partners/${slug}`);
  });

  it("is a 404 for an unknown partner", async () => {
    await expect(PartnerPage(params("not-a-partner"))).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    expect(await generateMetadata(params("not-a-partner"))).toEqual({});
  });

  it("gives every image its size and an alt attribute", async () => {
    const { container } = await renderPartnerPage("schools");

    expectImagesSizedWithAlt(container);
  });

  it("links every footnote marker to a footnote that exists", async () => {
    await renderPartnerPage("onedigital");

    expectFootnoteMarkersResolve();
  });

  it("shows a logo bar when a partner has one, without adding a heading", () => {
    const base = findPartner("onedigital")!;
    const withBar: Partner = {
      ...base,
      logoBar: [{ src: "/images/partners/hcc.svg", alt: "HCC logo", width: 200, height: 56 }],
    };
    render(<PartnerLanding partner={withBar} />);
    const bar = screen.getByRole("region", { name: "Organizations in this partnership" });

    expect(within(bar).getByRole("img", { name: "HCC logo" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toHaveTextContent(base.platformCardTitle);
  });

  it("shows no logo bar by default", async () => {
    await renderPartnerPage("schools");

    expect(screen.queryByRole("region", { name: "Organizations in this partnership" })).not.toBeInTheDocument();
  });
});
