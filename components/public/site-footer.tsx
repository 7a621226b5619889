import { disclaimers, mission } from "@/lib/content/company";
import { legalLinks } from "@/lib/content/navigation";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "./logo";

/** A US number as a tel: URL ("(512) 555-0142" becomes "tel:+15125550142"). */
function telHref(phone: string) {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}

const linkClasses = "rounded-sm text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white";

/** The signed-out footer (spec 002 §2): mission, contact facts, legal links, disclaimers, copyright. */
export function SiteFooter() {
  // Rendered at build time on static pages: the year moves on with the next deploy.
  const year = new Date().getFullYear();

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 md:grid-cols-[2fr_1fr_1fr]">
          <div>
            <Logo tone="light" />
            <p className="mt-4 max-w-sm text-sm leading-6">{mission}</p>
          </div>

          <div>
            <h2 className="text-sm font-semibold text-white">Contact us</h2>
            <address className="mt-3 space-y-2 text-sm not-italic leading-6">
              <p>{siteConfig.postalAddress}</p>
              <p>
                <a href={`mailto:${siteConfig.infoEmail}`} className={linkClasses}>
                  {siteConfig.infoEmail}
                </a>
              </p>
              <p>
                <a href={telHref(siteConfig.phone)} className={linkClasses}>
                  {siteConfig.phone}
                </a>
              </p>
            </address>
          </div>

          <div>
            <h2 className="text-sm font-semibold text-white">Legal</h2>
            <ul className="mt-3 space-y-2 text-sm leading-6">
              <li>
                {/* A file, not a route: a plain anchor, labelled as a PDF before anyone opens it. */}
                <a href={legalLinks.termsOfUse.href} type="application/pdf" className={linkClasses}>
                  {legalLinks.termsOfUse.label} (PDF)
                </a>
              </li>
              <li>
                <a href={legalLinks.privacyPolicy.href} className={linkClasses}>
                  {legalLinks.privacyPolicy.label}
                </a>
              </li>
              <li>
                <a href={legalLinks.californiaNotice.href} className={linkClasses}>
                  {legalLinks.californiaNotice.label}
                </a>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-10 space-y-3 border-t border-brand-700 pt-8 text-xs leading-5">
          {disclaimers.map((disclaimer) => (
            <p key={disclaimer.id}>{disclaimer.text}</p>
          ))}
        </div>

        <p className="mt-6 text-xs">
          © {year} {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
