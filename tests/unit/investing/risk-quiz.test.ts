import {
  MAX_RISK_SCORE,
  RISK_QUESTIONS,
  RISK_QUIZ_MESSAGES,
  levelForScore,
  riskAnswersSchema,
  riskLevelChoice,
  riskVersionSchema,
  scoreRiskQuiz,
  type RiskAnswers,
} from "@/lib/investing/risk-quiz";

// A long horizon, steady answers, six months saved: the middle of the road.
const BALANCED: RiskAnswers = {
  horizon: "6-to-10-years",
  purpose: "retirement",
  "drop-20-in-a-month": "do-nothing",
  "down-10-over-a-year": "do-nothing",
  experience: "retirement-plan",
  "income-stability": "stable",
  "emergency-savings": "3-to-6-months",
};
const BOLDEST: RiskAnswers = {
  horizon: "over-10-years",
  purpose: "long-term-growth",
  "drop-20-in-a-month": "buy-more",
  "down-10-over-a-year": "buy-more",
  experience: "experienced",
  "income-stability": "very-stable",
  "emergency-savings": "over-6-months",
};
const MOST_CAREFUL: RiskAnswers = {
  horizon: "under-3-years",
  purpose: "keep-safe",
  "drop-20-in-a-month": "sell-everything",
  "down-10-over-a-year": "sell-everything",
  experience: "none",
  "income-stability": "unstable",
  "emergency-savings": "none",
};

describe("the questionnaire", () => {
  test("has the seven questions, each with fixed, distinct answer ids", () => {
    expect(RISK_QUESTIONS.map((question) => question.id)).toEqual([
      "horizon",
      "purpose",
      "drop-20-in-a-month",
      "down-10-over-a-year",
      "experience",
      "income-stability",
      "emergency-savings",
    ]);
    for (const question of RISK_QUESTIONS) {
      const ids = question.answers.map((answer) => answer.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(MAX_RISK_SCORE).toBe(25);
  });
});

describe("scoreRiskQuiz", () => {
  test("the boldest answers score the maximum and level 5; the most careful score 0 and level 1", () => {
    expect(scoreRiskQuiz(BOLDEST)).toEqual({ score: 25, scoreLevel: 5, recommendedLevel: 5, adjustments: [] });
    expect(scoreRiskQuiz(MOST_CAREFUL)).toEqual({ score: 0, scoreLevel: 1, recommendedLevel: 1, adjustments: [] });
  });

  test("middle-of-the-road answers are Balanced", () => {
    expect(scoreRiskQuiz(BALANCED)).toEqual({ score: 15, scoreLevel: 3, recommendedLevel: 3, adjustments: [] });
  });

  test.each([
    [0, 1], [7, 1], [8, 2], [11, 2], [12, 3], [15, 3], [16, 4], [19, 4], [20, 5], [25, 5],
  ])("a score of %i is level %i", (score, level) => {
    expect(levelForScore(score)).toBe(level);
  });

  test("a horizon under 3 years caps the level at 2, however bold the rest", () => {
    const result = scoreRiskQuiz({ ...BOLDEST, horizon: "under-3-years" });
    expect(result.score).toBe(21);
    expect(result.scoreLevel).toBe(5);
    expect(result.recommendedLevel).toBe(2);
    expect(result.adjustments).toEqual(["short-horizon"]);
  });

  test("the cap leaves a level already at or under 2 alone", () => {
    const result = scoreRiskQuiz({ ...MOST_CAREFUL, purpose: "retirement", experience: "experienced", "income-stability": "stable" });
    expect(result.scoreLevel).toBe(2);
    expect(result.recommendedLevel).toBe(2);
    expect(result.adjustments).toEqual([]);
  });

  test("a horizon of 3 to 5 years is not capped", () => {
    expect(scoreRiskQuiz({ ...BOLDEST, horizon: "3-to-5-years" }).recommendedLevel).toBe(5);
  });

  test.each([
    ["sell-everything", "buy-more"],
    ["buy-more", "sell-everything"],
  ] as const)("loss reactions that contradict each other (%s, then %s) lower the level by one", (drop, year) => {
    const answers = { ...BALANCED, "drop-20-in-a-month": drop, "down-10-over-a-year": year };
    const result = scoreRiskQuiz(answers);
    expect(result.score).toBe(15);
    expect(result.scoreLevel).toBe(3);
    expect(result.recommendedLevel).toBe(2);
    expect(result.adjustments).toEqual(["inconsistent-loss-reactions"]);
  });

  test("reactions one step apart are not a contradiction", () => {
    expect(scoreRiskQuiz({ ...BALANCED, "drop-20-in-a-month": "sell-some", "down-10-over-a-year": "buy-more" }).adjustments).toEqual([]);
  });

  test("a high-risk profile with no emergency savings is lowered by one", () => {
    const result = scoreRiskQuiz({ ...BOLDEST, "emergency-savings": "none" });
    expect(result.scoreLevel).toBe(5);
    expect(result.recommendedLevel).toBe(4);
    expect(result.adjustments).toEqual(["no-emergency-savings"]);
  });

  test("no emergency savings alone does not lower a cautious profile", () => {
    const result = scoreRiskQuiz({ ...BALANCED, "emergency-savings": "none" });
    expect(result.scoreLevel).toBe(3);
    expect(result.recommendedLevel).toBe(3);
  });

  test("two inconsistencies still lower the level only once", () => {
    const answers: RiskAnswers = { ...BOLDEST, "down-10-over-a-year": "sell-everything", "emergency-savings": "none" };
    const result = scoreRiskQuiz(answers);
    expect(result.scoreLevel).toBe(4);
    expect(result.recommendedLevel).toBe(3);
    expect(result.adjustments).toEqual(["inconsistent-loss-reactions", "no-emergency-savings"]);
  });

  test("the inconsistency drop never goes below level 1", () => {
    const answers: RiskAnswers = { ...MOST_CAREFUL, "down-10-over-a-year": "buy-more" };
    const result = scoreRiskQuiz(answers);
    expect(result.scoreLevel).toBe(1);
    expect(result.recommendedLevel).toBe(1);
    expect(result.adjustments).toEqual(["inconsistent-loss-reactions"]);
  });

  test("the drop and the cap together: the cap is the ceiling after the drop", () => {
    const answers: RiskAnswers = { ...BOLDEST, horizon: "under-3-years", "down-10-over-a-year": "sell-everything" };
    const result = scoreRiskQuiz(answers);
    expect(result.recommendedLevel).toBe(2);
    expect(result.adjustments).toEqual(["inconsistent-loss-reactions", "short-horizon"]);
  });

  test("every possible answer set stays within levels 1-5", () => {
    let combinations: RiskAnswers[] = [{} as RiskAnswers];
    for (const question of RISK_QUESTIONS) {
      combinations = combinations.flatMap((partial) => question.answers.map((answer) => ({ ...partial, [question.id]: answer.id })));
    }
    expect(combinations).toHaveLength(4 ** 7);
    for (const answers of combinations) {
      const { score, recommendedLevel } = scoreRiskQuiz(answers);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(MAX_RISK_SCORE);
      expect(recommendedLevel).toBeGreaterThanOrEqual(1);
      expect(recommendedLevel).toBeLessThanOrEqual(answers.horizon === "under-3-years" ? 2 : 5);
    }
  });
});

describe("riskLevelChoice", () => {
  test("the recommendation needs no acknowledgement", () => {
    expect(riskLevelChoice(3, 3)).toEqual({ allowed: true, needsAcknowledgement: false });
  });

  test("one level up or down needs an acknowledgement", () => {
    expect(riskLevelChoice(3, 4)).toEqual({ allowed: true, needsAcknowledgement: true });
    expect(riskLevelChoice(3, 2)).toEqual({ allowed: true, needsAcknowledgement: true });
  });

  test("two or more levels away is refused", () => {
    expect(riskLevelChoice(3, 5)).toEqual({ allowed: false });
    expect(riskLevelChoice(3, 1)).toEqual({ allowed: false });
  });

  test("levels outside 1-5 are refused", () => {
    expect(riskLevelChoice(1, 0)).toEqual({ allowed: false });
    expect(riskLevelChoice(5, 6)).toEqual({ allowed: false });
  });
});

describe("riskAnswersSchema", () => {
  test("accepts a complete set of known answer ids", () => {
    expect(riskAnswersSchema.parse(BALANCED)).toEqual(BALANCED);
  });

  test("refuses a missing answer, an unknown answer id and an unknown question", () => {
    const { horizon: _omitted, ...missing } = BALANCED;
    expect(riskAnswersSchema.safeParse(missing).error?.issues[0]?.message).toBe(RISK_QUIZ_MESSAGES.unanswered);
    expect(riskAnswersSchema.safeParse({ ...BALANCED, horizon: "tomorrow" }).success).toBe(false);
    expect(riskAnswersSchema.safeParse({ ...BALANCED, favouriteColour: "blue" }).success).toBe(false);
  });

  test("only the current version is accepted", () => {
    expect(riskVersionSchema.safeParse("2026-11").success).toBe(true);
    expect(riskVersionSchema.safeParse("2025-01").error?.issues[0]?.message).toBe(RISK_QUIZ_MESSAGES.outdated);
  });
});
