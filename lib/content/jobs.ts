import { siteConfig } from "@/lib/site-config";

// Open roles (spec 002 §2 "Careers", §3 "Job"). /jobs, /jobs/{jobId}, the sitemap and JobPosting data read this.
// Applications go by email to the general info address (siteConfig.infoEmail).
// JobPosting data (lib/seo/structured-data.ts) puts these strings into HTML as they are: plain text only, no markup
// characters. No salary figures and no company numbers: only the spec's figures may appear on public pages.

export const jobIds = ["senior-software-engineer-react", "account-executive", "financial-coach"] as const;
export type JobId = (typeof jobIds)[number];

export type Job = {
  id: JobId;
  title: string;
  location: string;
  type: "Full-Time" | "Part-Time/Contract";
  /** One or two sentences for the jobs list. */
  blurb: string;
  /** Paragraphs describing the role. */
  jobDescription: readonly string[];
  responsibilities: readonly string[];
  minimumQualifications: readonly string[];
  preferredQualifications: readonly string[];
  benefits: readonly string[];
  /** ISO date the role was posted (JobPosting.datePosted). */
  datePosted: string;
  /** True when the role can be done fully remotely in the US (JobPosting.jobLocationType TELECOMMUTE). */
  remote: boolean;
};

const fullTimeBenefits = [
  "Medical, dental and vision coverage for you and your family",
  "A retirement savings plan with an employer match",
  "Paid time off, paid holidays and paid parental leave",
  "Flexible hours built around focused work and a real life outside it",
  "A yearly learning budget for courses, books and conferences",
  "Mariner Financial Wellness Coaching for you, on us",
] as const;

export const jobs: readonly Job[] = [
  {
    id: "senior-software-engineer-react",
    title: "Senior Software Engineer, React",
    location: "Austin, TX or remote (US)",
    type: "Full-Time",
    blurb:
      "Build the web app people use to see their whole financial picture, from their first budget to their " +
      "retirement account.",
    jobDescription: [
      "Mariner is the app employees open when they want to get on top of money: a budget they can keep, goals they " +
        "can track, lessons chosen for them and a clear summary of their financial health. Employers see how the " +
        "benefit is landing in an administrator dashboard. Both are one Next.js and React application, and you " +
        "will help shape it.",
      "As a senior engineer on a small product team you will own features from the first sketch to production: " +
        "working with design on the details, writing the GraphQL and data changes they need, and making sure they " +
        "are fast, accessible and well tested. The people who use Mariner are trusting us with their finances, so " +
        "we care about correctness, security and plain, respectful interfaces as much as about speed.",
    ],
    responsibilities: [
      "Design, build and ship product features across the employee app, the employer dashboard and the public site",
      "Write React and TypeScript that is accessible to WCAG AA, responsive and easy for the next person to change",
      "Shape GraphQL operations and data models with the rest of the team, and review their code as they review yours",
      "Keep quality high with unit, component, integration and end-to-end tests",
      "Protect sensitive personal and financial data in everything you build",
      "Measure and improve page performance, and help the team find and fix problems in production",
      "Mentor other engineers and help us decide how we build, not only what",
    ],
    minimumQualifications: [
      "Several years of professional experience building and running production web applications",
      "Deep knowledge of React, TypeScript and modern CSS",
      "Experience with a server-rendering framework such as Next.js",
      "Experience designing and consuming APIs, GraphQL or REST",
      "A habit of writing automated tests and of reviewing code with care",
      "Clear written communication in a team that works partly remotely",
      "Authorization to work in the United States",
    ],
    preferredQualifications: [
      "Experience with the Next.js app router and React server components",
      "Experience with PostgreSQL and an ORM such as Prisma",
      "A working knowledge of web accessibility and of testing with assistive technology",
      "Experience in fintech or another regulated industry, or with bank-linking providers such as Plaid",
      "Experience with design systems and Tailwind CSS",
    ],
    benefits: fullTimeBenefits,
    datePosted: "2026-10-01",
    remote: true,
  },
  {
    id: "account-executive",
    title: "Account Executive",
    location: "Austin, TX",
    type: "Full-Time",
    blurb:
      "Help employers bring financial wellness to their people, from the first conversation to a successful launch.",
    jobDescription: [
      "Employers know that money worries follow their people to work. As an Account Executive you help HR and " +
        "people leaders, charter school networks and the benefit brokers who advise them see how Mariner can help, " +
        "and you guide them from a first demo to a signed plan.",
      "You will run the whole sales cycle for your accounts: finding and qualifying the right organizations, " +
        "leading demos of the employee app and the administrator dashboard, shaping proposals around our two plans " +
        "and handing each new client to our customer success team for a smooth launch. You will work from our " +
        "Austin office with marketing, customer success and product, and your feedback from the field will shape " +
        "what we build next.",
    ],
    responsibilities: [
      "Build and manage a pipeline of employers across industries, from small businesses to large organizations",
      "Lead discovery calls and demos that start from each employer's goals for their people",
      "Recommend the right plan, Financial Wellness Platform or Financial Wellness Coaching, and prepare proposals",
      "Work with benefit brokers, consultants and partners who bring Mariner to their clients",
      "Negotiate and close agreements, then hand each client to customer success with a clear launch plan",
      "Keep the CRM accurate so the team can forecast with confidence",
      "Represent Mariner at HR and benefits events and share what you hear with marketing and product",
    ],
    minimumQualifications: [
      "Experience selling software or employee benefits to businesses, with a record of meeting targets",
      "Confidence running a full sales cycle, from prospecting to close",
      "Clear, warm presentation and writing skills for audiences from HR coordinators to executives",
      "Comfort with a CRM and with managing your own pipeline",
      "Ability to travel occasionally to client meetings and events",
      "Authorization to work in the United States",
    ],
    preferredQualifications: [
      "Experience selling HR technology, benefits or financial wellness programs",
      "Existing relationships with benefit brokers, consultants or HR leaders",
      "Experience selling to schools, charter school networks or nonprofits",
      "An interest in personal finance and in helping people with it",
    ],
    benefits: [
      ...fullTimeBenefits.slice(0, 5),
      "A commission plan that rewards new clients and long-term client success",
      fullTimeBenefits[5],
    ],
    datePosted: "2026-10-01",
    remote: false,
  },
  {
    id: "financial-coach",
    title: "Financial Coach",
    location: "Remote (US)",
    type: "Part-Time/Contract",
    blurb:
      "Coach employees 1-on-1 by email, phone and video, and help them take the next step with money, whatever it is.",
    jobDescription: [
      "Mariner's Financial Wellness Coaching plan gives employees unlimited 1-on-1 time with licensed coaches. " +
        "People come to us about budgets, debt, credit, saving for a goal, a new baby, buying a first home or " +
        "getting ready for retirement. Many have never talked to anyone about money before.",
      "As a Financial Coach you meet them where they are, by email, phone and video, and leave them with a plan " +
        "they can act on. You work from home on a flexible schedule you agree with us, using the Mariner platform " +
        "to see the goals and budgets each person chooses to share. Coaching at Mariner is educational: you help " +
        "people understand their options and build good habits, and you do not recommend specific investments or " +
        "give tax or legal advice.",
    ],
    responsibilities: [
      "Hold 1-on-1 coaching sessions with employees by phone and video, and answer their questions by email",
      "Help people build budgets, plan to pay down debt, improve credit, save for goals and prepare for retirement",
      "Use the platform's budgeting, goal and financial health tools with each person, and suggest follow-up lessons",
      "Keep clear, confidential session notes in our coaching tools",
      "Refer questions that need investment, tax or legal advice to the right licensed professionals",
      "Lead occasional group webinars on financial topics for employer clients",
      "Share what you hear with our content and product teams so the platform keeps getting better",
    ],
    minimumQualifications: [
      "A current financial coaching, counseling or planning certification, such as Accredited Financial Counselor " +
        "(AFC), Certified Financial Planner (CFP), Financial Fitness Coach (FFC) or Certified Financial Education " +
        "Instructor (CFEI)",
      "Experience coaching or counseling individuals on budgeting, debt, credit and saving",
      "A nonjudgmental, encouraging way of talking about money with people from every background",
      "Clear writing for email coaching, and comfort with video calls",
      "A quiet, private place to work and a reliable internet connection",
      "Authorization to work in the United States and willingness to complete a background check",
    ],
    preferredQualifications: [
      "Experience coaching in a workplace benefit, credit union, nonprofit or employee assistance setting",
      "Knowledge of retirement plans, student loans and homebuying programs",
      "Fluency in Spanish or another language our members speak",
      "Experience leading financial education workshops or webinars",
    ],
    benefits: [
      "A flexible schedule that you set with us",
      "Fully remote work from anywhere in the United States",
      "Paid onboarding on the Mariner platform and our coaching approach",
      "Support toward the continuing education your certification requires",
      "A community of coaches to learn from and share cases with, confidentially",
    ],
    datePosted: "2026-10-01",
    remote: true,
  },
];

/** The job for a route parameter (case-insensitive, like every public slug); undefined when there is none. */
export function findJob(id: string | null | undefined): Job | undefined {
  if (!id) return undefined;
  const normalized = id.trim().toLowerCase();
  return jobs.find((job) => job.id === normalized);
}

/** /jobs copy around the list. */
export const careersPage = {
  eyebrow: "Careers",
  title: "Work at Mariner",
  intro:
    `Since ${siteConfig.founded} we have helped working people feel confident about money. We are a small team ` +
    "of engineers, coaches, designers and benefits people who care about doing that well, for the employees who " +
    "use Mariner and the employers who offer it.",
  howWeWork: {
    heading: "How we work",
    points: [
      {
        title: "People first",
        body:
          "We listen before we build, sell or coach. Every decision starts with what it means for the person on the " +
          "other side.",
      },
      {
        title: "Trust, earned daily",
        body:
          "People share their finances with us. We protect that trust with careful work, honest words and integrity " +
          "in the small things.",
      },
      {
        title: "Room to grow",
        body:
          "We give each other clear goals, real ownership and the time to learn, and we look for joy in getting a " +
          "little better every week.",
      },
    ],
  },
  openRolesHeading: "Open roles",
} as const;

/** How to apply, shared by the list and each job page. */
export const applying = {
  heading: "How to apply",
  email: siteConfig.infoEmail,
  whatToSend:
    "Send your resume and a short note about why the role interests you and what you would bring to it. Links to " +
    "work you are proud of are welcome.",
  subjectFor: (job: Pick<Job, "title">) => `Application: ${job.title}`,
} as const;

/** The equal opportunity statement every careers page shows (spec 002 §2 "Careers"). */
export const equalOpportunity = {
  heading: "Equal opportunity",
  statement:
    `${siteConfig.name} is an equal opportunity employer. We hire on the basis of qualifications, merit and the ` +
    "needs of the role, and we do not discriminate on the basis of race, color, religion, creed, sex, pregnancy, " +
    "sexual orientation, gender identity or expression, national origin, ancestry, age, disability, genetic " +
    "information, marital status, veteran or military status, or any other characteristic protected by law. We " +
    "welcome applicants of every background.",
  accommodation:
    "If you need a reasonable accommodation at any point in applying or interviewing, email " +
    `${siteConfig.infoEmail} and tell us what would help.`,
} as const;

/** A mailto: URL for applying to one job, with the job title in the subject. */
export function applicationMailto(job: Pick<Job, "title">): string {
  return `mailto:${applying.email}?subject=${encodeURIComponent(applying.subjectFor(job))}`;
}
