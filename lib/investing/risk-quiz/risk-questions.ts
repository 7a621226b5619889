// The risk questionnaire (issue 16 item 2; research §4: willingness, consistency and capacity, led by the horizon).
// Pure data shared by the page and the server. Changing a question, an answer or a point means a new version: stored
// assessments keep the version they were scored with.

export const RISK_QUIZ_VERSION = "2026-11";

export type RiskAnswer = { id: string; label: string; points: number };
export type RiskQuestion = { id: string; prompt: string; hint?: string; answers: readonly RiskAnswer[] };

export const RISK_QUESTIONS = [
  {
    id: "horizon",
    prompt: "When do you expect to need most of this money?",
    answers: [
      { id: "under-3-years", label: "In less than 3 years", points: 0 },
      { id: "3-to-5-years", label: "In 3 to 5 years", points: 1 },
      { id: "6-to-10-years", label: "In 6 to 10 years", points: 3 },
      { id: "over-10-years", label: "In more than 10 years", points: 4 },
    ],
  },
  {
    id: "purpose",
    prompt: "What is this money mainly for?",
    answers: [
      { id: "keep-safe", label: "Keeping it safe while earning a little", points: 0 },
      { id: "major-purchase", label: "A major purchase, such as a home or education", points: 1 },
      { id: "retirement", label: "Retirement", points: 3 },
      { id: "long-term-growth", label: "Growing my wealth over the long term", points: 4 },
    ],
  },
  {
    id: "drop-20-in-a-month",
    prompt: "Your portfolio drops 20% in one month. What do you do?",
    answers: [
      { id: "sell-everything", label: "Sell everything", points: 0 },
      { id: "sell-some", label: "Sell some of it", points: 1 },
      { id: "do-nothing", label: "Do nothing and wait", points: 2 },
      { id: "buy-more", label: "Buy more while prices are low", points: 4 },
    ],
  },
  {
    id: "down-10-over-a-year",
    prompt: "After a full year, your portfolio is down 10%. What do you do?",
    answers: [
      { id: "sell-everything", label: "Move it all to cash", points: 0 },
      { id: "sell-some", label: "Move some of it somewhere safer", points: 1 },
      { id: "do-nothing", label: "Keep it as it is", points: 2 },
      { id: "buy-more", label: "Add more money", points: 4 },
    ],
  },
  {
    id: "experience",
    prompt: "How much investing experience do you have?",
    answers: [
      { id: "none", label: "None yet", points: 0 },
      { id: "retirement-plan", label: "Only through a workplace retirement plan", points: 1 },
      { id: "some-funds", label: "I have bought funds or stocks myself", points: 2 },
      { id: "experienced", label: "I have invested on my own for years", points: 3 },
    ],
  },
  {
    id: "income-stability",
    prompt: "How stable is your income over the next few years?",
    answers: [
      { id: "unstable", label: "Uncertain: it could stop or drop sharply", points: 0 },
      { id: "varies", label: "It varies from month to month", points: 1 },
      { id: "stable", label: "Stable", points: 2 },
      { id: "very-stable", label: "Very stable, and likely to grow", points: 3 },
    ],
  },
  {
    id: "emergency-savings",
    prompt: "How many months of expenses do you have saved for emergencies, outside this account?",
    answers: [
      { id: "none", label: "None", points: 0 },
      { id: "under-3-months", label: "Less than 3 months", points: 1 },
      { id: "3-to-6-months", label: "3 to 6 months", points: 2 },
      { id: "over-6-months", label: "More than 6 months", points: 3 },
    ],
  },
] as const satisfies readonly RiskQuestion[];

export type RiskQuestionId = (typeof RISK_QUESTIONS)[number]["id"];

/** One answer id per question. */
export type RiskAnswers = { [Q in (typeof RISK_QUESTIONS)[number] as Q["id"]]: Q["answers"][number]["id"] };

export const MIN_RISK_LEVEL = 1;
export const MAX_RISK_LEVEL = 5;
/** The highest score the answers can reach (the sum of each question's best points). */
export const MAX_RISK_SCORE = RISK_QUESTIONS.reduce(
  (sum, question: RiskQuestion) => sum + Math.max(...question.answers.map((answer) => answer.points)),
  0,
);
