import { render, screen, within } from "@testing-library/react";
import JobsPage, { metadata } from "@/app/(public)/jobs/page";
import { equalOpportunity, jobs } from "@/lib/content/jobs";
import { siteConfig } from "@/lib/site-config";

describe("Jobs page", () => {
  it("has one h1 and its sections in order", () => {
    render(<JobsPage />);

    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Work at Mariner",
    ]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "How we work",
      "Open roles",
      "How to apply",
      "Equal opportunity",
    ]);
  });

  it("lists every open role with a link to its page, its location, type and blurb", () => {
    render(<JobsPage />);
    const openRoles = screen.getByRole("region", { name: "Open roles" });
    const items = within(openRoles).getAllByRole("listitem");

    expect(items).toHaveLength(3);
    for (const [index, job] of jobs.entries()) {
      const item = items[index]!;
      expect(within(item).getByRole("link", { name: job.title })).toHaveAttribute("href", `/jobs/${job.id}`);
      expect(item).toHaveTextContent(`Location:${job.location}`);
      expect(item).toHaveTextContent(`Type:${job.type}`);
      expect(item).toHaveTextContent(job.blurb);
    }
    expect(within(openRoles).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/jobs/senior-software-engineer-react",
      "/jobs/account-executive",
      "/jobs/financial-coach",
    ]);
  });

  it("asks for applications by email to the info address and states equal opportunity", () => {
    render(<JobsPage />);
    const howToApply = screen.getByRole("region", { name: "How to apply" });

    expect(within(howToApply).getByRole("link", { name: siteConfig.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.infoEmail}`,
    );
    expect(screen.getByRole("region", { name: "Equal opportunity" })).toHaveTextContent(equalOpportunity.statement);
    expect(screen.getByText(/is an equal opportunity employer/)).toBeInTheDocument();
  });

  it("declares its registry title and canonical URL", () => {
    expect(metadata.title).toBe("Careers");
    expect(metadata.alternates?.canonical).toBe("/jobs");
  });
});

describe("Job content", () => {
  it.each(jobs.map((job) => [job.id, job] as const))("%s has every part of a posting", (_id, job) => {
    expect(job.jobDescription.length).toBeGreaterThan(0);
    expect(job.responsibilities.length).toBeGreaterThan(0);
    expect(job.minimumQualifications.length).toBeGreaterThan(0);
    expect(job.preferredQualifications.length).toBeGreaterThan(0);
    expect(job.benefits.length).toBeGreaterThan(0);
  });

  it("asks the financial coach for a coaching or planning certification", () => {
    const coach = jobs.find((job) => job.id === "financial-coach")!;
    expect(coach.minimumQualifications.join(" ")).toMatch(/certification.*\b(AFC|CFP)\b/);
  });

  it("is plain text with no salary figures or percentages (JobPosting data puts it into HTML as is)", () => {
    const copy = jobs.flatMap((job) => [
      job.title,
      job.blurb,
      ...job.jobDescription,
      ...job.responsibilities,
      ...job.minimumQualifications,
      ...job.preferredQualifications,
      ...job.benefits,
    ]);
    for (const text of copy) expect(text).not.toMatch(/[<>&$%]/);
  });
});
