"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation } from "urql";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import type { PortfolioCardData } from "@/lib/investing/portfolio-card-data";
import { PortfolioCard } from "./portfolio-card";
import { SUBMIT_RISK_ASSESSMENT } from "./portfolio-operations";
import { useChangeModelPortfolio } from "./use-change-model-portfolio";

export type QuizQuestion = { id: string; prompt: string; answers: ReadonlyArray<{ id: string; label: string }> };

type Result = { recommendedLevel: number; adjustments: string[] };

/**
 * /investing/kyc: the seven questions on one form (a radio group with its legend each), then the recommendation the
 * server scored, 'Accept recommended portfolio', or one level either side with an acknowledgement.
 */
export function RiskQuizForm({
  accountId,
  version,
  questions,
  portfolios,
  lockedReason,
  readOnly,
}: {
  accountId: string;
  version: string;
  questions: readonly QuizQuestion[];
  portfolios: PortfolioCardData[];
  lockedReason: string | null;
  readOnly: boolean;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [{ fetching }, submit] = useMutation(SUBMIT_RISK_ASSESSMENT);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const unanswered = questions.filter((question) => !answers[question.id]).map((question) => question.id);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      setError("Please answer every question.");
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${unanswered[0]}"]`)?.focus();
      return;
    }
    setError(null);
    const response = await submit({
      accountId,
      version,
      answers: questions.map((question) => ({ questionId: question.id, answerId: answers[question.id]! })),
    });
    const payload = response.data?.submitRiskAssessment;
    if (payload?.assessment) setResult({ recommendedLevel: payload.assessment.recommendedLevel, adjustments: payload.assessment.adjustments });
    else setError(payload?.error ?? "We couldn't save your answers. Please try again.");
  }

  if (result) {
    return <QuizResult accountId={accountId} result={result} portfolios={portfolios} lockedReason={lockedReason} onRetake={() => setResult(null)} />;
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6" aria-describedby="quiz-intro">
      <p id="quiz-intro" className="text-muted">
        Seven questions about when you need the money and how you feel about ups and downs. We use your answers to
        suggest one of five portfolios.
      </p>
      {questions.map((question, index) => {
        const invalid = missing.includes(question.id) && !answers[question.id];
        return (
          <Card key={question.id} as="fieldset" aria-invalid={invalid || undefined} className={invalid ? "border-danger-700" : undefined}>
            <legend className="float-left w-full">
              <span className="block text-sm text-muted">
                Question {index + 1} of {questions.length}
              </span>
              <span className="mt-1 block font-semibold text-ink">{question.prompt}</span>
            </legend>
            <div className="clear-left grid gap-1 pt-3">
              {question.answers.map((answer) => (
                <label key={answer.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-canvas">
                  <input
                    type="radio"
                    name={question.id}
                    value={answer.id}
                    checked={answers[question.id] === answer.id}
                    onChange={() => {
                      const next = { ...answers, [question.id]: answer.id };
                      setAnswers(next);
                      if (questions.every((candidate) => next[candidate.id])) setError(null);
                    }}
                    disabled={readOnly}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span className="text-ink">{answer.label}</span>
                </label>
              ))}
            </div>
            {invalid && <p className="mt-2 text-sm text-danger-700">Choose an answer.</p>}
          </Card>
        );
      })}
      <p role="alert" aria-live="assertive" className="text-sm text-danger-700 empty:hidden">
        {error}
      </p>
      {readOnly ? (
        <p className="text-muted">Coach mode is view only: the member answers these questions themselves.</p>
      ) : (
        <Button type="submit" disabled={fetching} className="justify-self-start">
          {fetching ? "Scoring your answers…" : "See my recommendation"}
        </Button>
      )}
    </form>
  );
}

function QuizResult({
  accountId,
  result,
  portfolios,
  lockedReason,
  onRetake,
}: {
  accountId: string;
  result: Result;
  portfolios: PortfolioCardData[];
  lockedReason: string | null;
  onRetake: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const recommended = portfolios.find((portfolio) => portfolio.riskLevel === result.recommendedLevel);
  const neighbours = portfolios.filter((portfolio) => Math.abs(portfolio.riskLevel - result.recommendedLevel) === 1);
  const [alternativeId, setAlternativeId] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const { confirm, fetching, error } = useChangeModelPortfolio(accountId);
  const alternative = neighbours.find((portfolio) => portfolio.id === alternativeId) ?? null;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="grid gap-6">
      <div role="status" aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          We recommend {recommended?.name ?? `level ${result.recommendedLevel}`}
        </h2>
        <p className="mt-1 text-muted">Your answers are saved with your account.</p>
        {result.adjustments.map((text) => (
          <p key={text} className="mt-2 text-ink">
            {text}
          </p>
        ))}
      </div>
      {recommended && (
        <PortfolioCard portfolio={recommended} isRecommended>
          {lockedReason ? null : (
            <Button onClick={() => confirm(recommended.id, false)} disabled={fetching}>
              Accept recommended portfolio
            </Button>
          )}
        </PortfolioCard>
      )}
      {lockedReason ? (
        <Card className="bg-warning-50">
          <p className="text-ink">{lockedReason}</p>
          <ButtonLink href="/investing" variant="secondary" className="mt-4">
            Back to Invest
          </ButtonLink>
        </Card>
      ) : (
        <Card as="section" aria-labelledby="other-level-heading">
          <h2 id="other-level-heading" className="font-semibold text-ink">
            Prefer a little more or less risk?
          </h2>
          <p className="mt-1 text-sm text-muted">You can move one level from our recommendation.</p>
          <fieldset className="mt-3 grid gap-1">
            <legend className="sr-only">Choose a portfolio one level away</legend>
            {neighbours.map((portfolio) => (
              <label key={portfolio.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-canvas">
                <input
                  type="radio"
                  name="alternative"
                  value={portfolio.id}
                  checked={alternativeId === portfolio.id}
                  onChange={() => {
                    setAlternativeId(portfolio.id);
                    setAcknowledged(false);
                  }}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="text-ink">
                  {portfolio.name}: {portfolio.stockPercent}% stocks, {portfolio.bondPercent}% bonds, fee {portfolio.weightedFee} a year
                  {portfolio.riskLevel > result.recommendedLevel ? " (more risk)" : " (less risk)"}
                </span>
              </label>
            ))}
          </fieldset>
          {alternative && (
            <div className="mt-3 grid gap-3">
              <Checkbox
                label={`I understand ${alternative.name} carries ${alternative.riskLevel > result.recommendedLevel ? "more" : "less"} risk than recommended for my answers.`}
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
              />
              <Button variant="secondary" onClick={() => confirm(alternative.id, true)} disabled={!acknowledged || fetching} className="justify-self-start">
                Choose {alternative.name}
              </Button>
            </div>
          )}
        </Card>
      )}
      <p role="alert" className="text-sm text-danger-700 empty:hidden">
        {error}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/investing/${encodeURIComponent(accountId)}/browse`} variant="secondary">
          Compare all portfolios
        </ButtonLink>
        <Button variant="ghost" onClick={onRetake}>
          Change my answers
        </Button>
      </div>
    </div>
  );
}
