"use client";

import { StaticImage } from "@/components/public/static-image";
import { useId, useState, useSyncExternalStore } from "react";
import { periodLabels, pricingCalculatorCopy as copy } from "@/lib/content/pricing-page";
import { plans } from "@/lib/content/plans";
import { requestDemoLink } from "@/lib/content/navigation";
import { formatMoney } from "@/lib/format/format-money";
import { calculatePrice, type PlanPrice, type PriceQuote } from "@/lib/pricing/calculate-price";
import { cn } from "@/components/ui/cn";
import { employeeCountFromQuery, parseEmployeeCount, pricingDetailsHref } from "./parse-employee-count";

type Layout = "condensed" | "full";

const inputClasses =
  "block h-12 w-full rounded-lg border border-border bg-surface px-4 text-lg text-ink shadow-sm " +
  "aria-invalid:border-danger-700 sm:w-56";

// The count 'Pricing details' carries (/pricing?employees=250) is read in the browser after hydration: /pricing stays
// one static page (search params on the server would render it on every request), at the cost of the default
// prices showing for a moment first. The address changes only with navigation; popstate covers back and forward.
function subscribeToHistory(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}
const readCarriedCount = () => employeeCountFromQuery(window.location.search);
const noCarriedCount = () => null;

/**
 * The pricing calculator (spec 001 §2, §9): an employee count in, the tier and both plans' prices out. Condensed on
 * the landing page (with 'Pricing details'), full on /pricing (two plan cards). Prices update as the visitor types
 * and are announced politely; the computation is lib/pricing/calculate-price.ts. 'Pricing details' carries the
 * typed count (/pricing?employees=250), and the full calculator starts from it.
 */
export function PricingCalculator({ layout }: { layout: Layout }) {
  const carried = useSyncExternalStore(
    subscribeToHistory,
    layout === "full" ? readCarriedCount : noCarriedCount,
    noCarriedCount,
  );
  // null until the visitor types: the field shows the carried count, or the default.
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? String(carried ?? copy.defaultEmployees);
  const inputId = useId();
  const messageId = useId();
  const input = parseEmployeeCount(text);
  const quote = input.kind === "count" ? calculatePrice(input.value) : null;

  return (
    <div data-testid={`pricing-calculator-${layout}`}>
      <div className={cn("flex flex-col gap-2", layout === "condensed" && "sm:flex-row sm:items-end sm:gap-6")}>
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            {copy.inputLabel}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={input.kind === "invalid"}
            aria-describedby={messageId}
            className={cn(inputClasses, "mt-2")}
          />
        </div>
        <p
          id={messageId}
          className={cn("text-sm", input.kind === "invalid" ? "font-medium text-danger-700" : "text-muted")}
        >
          {input.kind === "invalid" ? copy.invalidMessage : input.kind === "empty" ? copy.emptyHint : null}
        </p>
      </div>

      {/* One polite live region for the whole result, so a screen reader hears the new prices once per change. */}
      <div aria-live="polite" className="mt-6">
        {quote ? (
          layout === "full" ? (
            <FullResult quote={quote} />
          ) : (
            <CondensedResult quote={quote} />
          )
        ) : null}
      </div>

      {layout === "condensed" ? (
        <p className="mt-6">
          <a
            // The count is in the address itself, so opening the link in a new tab carries it too.
            href={pricingDetailsHref(copy.detailsLink.href, input)}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {copy.detailsLink.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function TierLine({ quote }: { quote: PriceQuote }) {
  return (
    <p className="text-sm text-muted">
      {copy.tierLabel}:{" "}
      <strong data-testid="pricing-tier" className="font-semibold text-ink">
        {quote.tier?.name ?? "Custom"}
      </strong>
    </p>
  );
}

function PriceText({ price, size }: { price: PlanPrice; size: "md" | "lg" }) {
  if (price.kind === "custom-quote") {
    return (
      <span className="block">
        <span className="block text-base font-semibold text-ink">{price.message}</span>
        <a
          href={requestDemoLink.href}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {copy.customQuoteCta}
        </a>
      </span>
    );
  }
  return (
    <span className="block">
      <span className={cn("font-semibold tracking-tight text-ink", size === "lg" ? "text-4xl" : "text-2xl")}>
        {formatMoney(price.amount)}
      </span>
      <span className="ml-1 text-sm text-muted">
        <span aria-hidden="true">/{price.period}</span>
        <span className="sr-only">{periodLabels[price.period]}</span>
      </span>
    </span>
  );
}

function CondensedResult({ quote }: { quote: PriceQuote }) {
  const [platformPlan, coachingPlan] = plans;
  return (
    <div>
      <TierLine quote={quote} />
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm font-semibold text-muted">{platformPlan!.name}</dt>
          <dd className="mt-2" data-testid="price-financial-wellness-platform">
            <PriceText price={quote.platform} size="md" />
          </dd>
        </div>
        <div className="rounded-xl border border-border bg-surface p-5">
          <dt className="text-sm font-semibold text-muted">{coachingPlan!.name}</dt>
          <dd className="mt-2" data-testid="price-financial-wellness-coaching">
            <PriceText price={quote.coaching} size="md" />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The two pricing plan cards (spec 002 §2: plan name, description, illustration, price, period). */
function FullResult({ quote }: { quote: PriceQuote }) {
  const prices = {
    "financial-wellness-platform": { price: quote.platform, note: copy.platformPeriodNote },
    "financial-wellness-coaching": {
      price: quote.coaching,
      note:
        quote.coaching.employeeAnnualRate !== null && quote.coaching.employeeMonthRate !== null
          ? copy.coachingRateNote(quote.coaching.employeeAnnualRate, quote.coaching.employeeMonthRate)
          : null,
    },
  } as const;
  return (
    <div>
      <TierLine quote={quote} />
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {plans.map((plan) => {
          const { price, note } = prices[plan.id];
          return (
            <li key={plan.id} className="flex flex-col rounded-2xl border border-border bg-surface p-8 shadow-sm">
              <StaticImage
                src={plan.illustration.src}
                alt={plan.illustration.alt}
                width={plan.illustration.width}
                height={plan.illustration.height}
              />
              <h3 className="mt-6 text-2xl font-semibold text-ink">{plan.name}</h3>
              <p className="mt-2 text-base text-muted">{plan.description}</p>
              <p className="mt-6" data-testid={`price-${plan.id}`}>
                <PriceText price={price} size="lg" />
              </p>
              {note && price.kind === "price" ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
              <p className="mt-6 flex-1 content-end">
                <a
                  href={`/plan/${plan.id}`}
                  className="text-sm font-semibold text-brand-700 underline underline-offset-4"
                >
                  About the {plan.name} plan
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
