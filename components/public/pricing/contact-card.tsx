import { siteConfig } from "@/lib/site-config";

const linkClasses = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** How to reach a person: email and phone (spec 002 §2 "contact card"). */
export function ContactCard({ heading, body }: { heading: string; body: string }) {
  return (
    <aside aria-labelledby="contact-card-heading" className="rounded-2xl border border-border bg-canvas p-6">
      <h3 id="contact-card-heading" className="text-lg font-semibold text-ink">
        {heading}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{body}</p>
      <ul className="mt-4 space-y-1 text-sm">
        <li className="flex min-h-11 items-center">
          <a href={`mailto:${siteConfig.infoEmail}`} className={linkClasses}>
            {siteConfig.infoEmail}
          </a>
        </li>
        <li className="flex min-h-11 items-center">
          <a href={`tel:+1${siteConfig.phone.replace(/\D/g, "")}`} className={linkClasses}>
            {siteConfig.phone}
          </a>
        </li>
      </ul>
    </aside>
  );
}
