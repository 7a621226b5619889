import Link from "next/link";

import { coachingChannels, coachingHero, coachingThemes } from "@/lib/content/coaching-page";

/**
 * /contact for a member whose plan does not include coaching: what coaching adds, in the words of the public
 * coaching page, and who can add it. No booking.
 */
export function CoachingUpsell() {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="adds-heading" className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
        <h2 id="adds-heading" className="text-xl font-semibold text-ink">
          What coaching adds
        </h2>
        <p className="text-ink">
          Your plan includes the Financial Wellness Platform. The Financial Wellness Coaching plan adds unlimited 1-on-1 time with a
          licensed financial coach, by phone or video, on top of everything you use today.
        </p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {coachingChannels.channels.map((channel) => (
            <li key={channel.title} className="rounded-lg border border-border p-3">
              <p className="font-medium text-ink">{channel.title}</p>
              <p className="mt-1 text-sm text-muted">{channel.body}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">{coachingHero.disclaimer}</p>
      </section>
      <section aria-labelledby="themes-heading" className="grid gap-3">
        <h2 id="themes-heading" className="text-xl font-semibold text-ink">
          {coachingThemes.heading}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {coachingThemes.themes.map((theme) => (
            <li key={theme.title}>
              <p className="font-medium text-ink">{theme.title}</p>
              <p className="mt-1 text-sm text-muted">{theme.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-heading" className="grid gap-2">
        <h2 id="how-heading" className="text-xl font-semibold text-ink">
          How to get coaching
        </h2>
        <p className="text-ink">
          Coaching comes with your employer&apos;s plan. If you would like it, ask your HR or benefits team about the Financial Wellness
          Coaching plan.
        </p>
        <p>
          <Link href="/financial-wellness-coaching" className="font-medium text-brand-700 underline">
            Read more about coaching
          </Link>
        </p>
      </section>
    </div>
  );
}
