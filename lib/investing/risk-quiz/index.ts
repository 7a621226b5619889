export * from "./risk-questions";
export * from "./risk-quiz-schema";
export * from "./score-risk-quiz";
