import { render, screen, within } from "@testing-library/react";
import { notFound } from "next/navigation";
import JobPage, { generateMetadata, generateStaticParams } from "@/app/(public)/jobs/[jobId]/page";
import { equalOpportunity, jobs } from "@/lib/content/jobs";
import { siteConfig } from "@/lib/site-config";

jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  notFound: jest.fn(() => {
    throw new Error("notFound");
  }),
}));

const params = (jobId: string) => ({ params: Promise.resolve({ jobId }) });

async function renderJob(jobId: string) {
  return render(await JobPage(params(jobId)));
}

describe("Job page", () => {
  it("is built for every job id", () => {
    expect(generateStaticParams()).toEqual([
      { jobId: "senior-software-engineer-react" },
      { jobId: "account-executive" },
      { jobId: "financial-coach" },
    ]);
  });

  it.each(jobs.map((job) => [job.id, job] as const))(
    "%s: 'Back to jobs' above the title, then location, type and every section",
    async (id, job) => {
      await renderJob(id);

      const h1 = screen.getByRole("heading", { level: 1 });
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      expect(h1).toHaveTextContent(job.title);
      const back = screen.getByRole("link", { name: "Back to jobs" });
      expect(back).toHaveAttribute("href", "/jobs");
      expect(back.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      const hero = screen.getByRole("region", { name: job.title });
      expect(hero).toHaveTextContent(`Location:${job.location}`);
      expect(hero).toHaveTextContent(`Type:${job.type}`);

      expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
        "About the role",
        "Responsibilities",
        "Minimum qualifications",
        "Preferred qualifications",
        "Benefits",
        "How to apply",
        "Equal opportunity",
      ]);
      for (const paragraph of job.jobDescription) expect(screen.getByText(paragraph)).toBeInTheDocument();
      const lists = [
        ["Responsibilities", job.responsibilities],
        ["Minimum qualifications", job.minimumQualifications],
        ["Preferred qualifications", job.preferredQualifications],
        ["Benefits", job.benefits],
      ] as const;
      for (const [heading, items] of lists) {
        const section = screen.getByRole("region", { name: heading });
        expect(within(section).getAllByRole("listitem").map((item) => item.textContent)).toEqual([...items]);
      }
      expect(screen.getByRole("region", { name: "Equal opportunity" })).toHaveTextContent(equalOpportunity.statement);
    },
  );

  it("opens an application email to the info address with the job title in the subject", async () => {
    await renderJob("account-executive");
    const howToApply = screen.getByRole("region", { name: "How to apply" });

    const apply = within(howToApply).getByRole("link", { name: "Email your application" });
    const href = apply.getAttribute("href")!;
    expect(href.startsWith(`mailto:${siteConfig.infoEmail}?`)).toBe(true);
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe("Application: Account Executive");
    expect(howToApply).toHaveTextContent(/Send your resume/);
  });

  it("describes the job as a schema.org JobPosting", async () => {
    const { container } = await renderJob("senior-software-engineer-react");
    const script = container.querySelector('script[type="application/ld+json"]');

    const data = JSON.parse(script!.innerHTML) as Record<string, unknown>;
    expect(data["@type"]).toBe("JobPosting");
    expect(data.title).toBe("Senior Software Engineer, React");
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.description).toContain("<h3>Responsibilities</h3>");
  });

  it("finds a job whatever the case of its id", async () => {
    await renderJob("Financial-Coach");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Financial Coach");
  });

  it("is a 404 for an unknown job, page and metadata alike", async () => {
    await expect(JobPage(params("astronaut"))).rejects.toThrow("notFound");
    await expect(generateMetadata(params("astronaut"))).rejects.toThrow("notFound");
    expect(notFound).toHaveBeenCalled();
  });

  it("declares the job's registry title and canonical URL", async () => {
    const metadata = await generateMetadata(params("financial-coach"));
    expect(metadata.title).toBe("Financial Coach (Part-Time/Contract, Remote (US))");
    expect(metadata.alternates?.canonical).toBe("/jobs/financial-coach");
  });
});
