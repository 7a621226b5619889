import { render, screen, within } from "@testing-library/react";
import PlanPage, { generateMetadata, generateStaticParams } from "@/app/(public)/plan/[plan]/page";
import { plans, type PlanId } from "@/lib/content/plans";

jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const params = (plan: string) => ({ params: Promise.resolve({ plan }) });

async function renderPlan(plan: string) {
  return render(await PlanPage(params(plan)));
}

describe("/plan/[plan]", () => {
  it("is generated for both plans", () => {
    expect(generateStaticParams()).toEqual([
      { plan: "financial-wellness-platform" },
      { plan: "financial-wellness-coaching" },
    ]);
  });

  describe.each(plans.map((plan) => [plan.id, plan] as const))("%s", (id: PlanId, plan) => {
    const other = plans.find((candidate) => candidate.id !== id)!;

    it("names the plan in the only h1 and shows its description, illustration and features", async () => {
      await renderPlan(id);

      const [h1, ...others] = screen.getAllByRole("heading", { level: 1 });
      expect(others).toHaveLength(0);
      expect(h1).toHaveTextContent(plan.name);
      expect(screen.getByText(plan.description)).toBeInTheDocument();
      expect(screen.getByAltText(plan.illustration.alt)).toHaveAttribute("width", String(plan.illustration.width));
      const included = screen.getByRole("region", { name: `What ${plan.name} includes` });
      for (const feature of plan.features) expect(within(included).getByText(feature)).toBeInTheDocument();
    });

    it("shows what employers get", async () => {
      await renderPlan(id);
      const employers = screen.getByRole("region", { name: "What you get as the employer" });

      for (const item of [
        "Administrator dashboard",
        "Communication and marketing templates",
        "Technical support",
        "Customer success support",
      ]) {
        expect(within(employers).getByRole("heading", { level: 3, name: item })).toBeInTheDocument();
      }
    });

    it("offers Get started, Request a Demo and See pricing, and links to the other plan", async () => {
      await renderPlan(id);
      const hero = screen.getByRole("region", { name: plan.name });

      expect(within(hero).getByRole("link", { name: "Get started" })).toHaveAttribute(
        "href",
        `/sign-up/for-employers/${id}`,
      );
      expect(within(hero).getByRole("link", { name: "Request a Demo" })).toHaveAttribute("href", "/get-started");
      expect(within(hero).getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
      expect(screen.getByRole("link", { name: `See the ${other.name} plan` })).toHaveAttribute(
        "href",
        `/plan/${other.id}`,
      );
      expect(screen.getByRole("link", { name: `More about ${plan.name}` })).toHaveAttribute("href", plan.href);
    });

    it("declares its title and canonical URL", async () => {
      const metadata = await generateMetadata(params(id));

      expect(metadata.title).toBe(`${plan.name} plan`);
      expect(metadata.alternates?.canonical).toBe(`/plan/${id}`);
    });
  });

  it("finds a plan by its lower-cased name", async () => {
    await renderPlan("financial%20wellness%20coaching");

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Financial Wellness Coaching");
  });

  it("is not found for an unknown plan", async () => {
    await expect(PlanPage(params("premium"))).rejects.toThrow("NEXT_NOT_FOUND");
    await expect(generateMetadata(params("premium"))).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
