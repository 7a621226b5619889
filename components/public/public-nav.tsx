import { accountNav, primaryNav, requestDemoLink } from "@/lib/content/navigation";
import { CtaLink } from "./cta-link";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NavDropdown } from "./nav-dropdown";

const barLinkClasses =
  "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-ink hover:bg-brand-50 " +
  "hover:text-brand-900 lg:px-3";

/**
 * The signed-out navigation bar. A server component: only the two dropdowns and the mobile menu ship JavaScript.
 * Desktop (md and up) shows the bar; below md the bar collapses to the burger.
 */
export function PublicNav() {
  return (
    <header data-sticky-header className="sticky top-0 z-40 border-b border-border bg-surface">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 lg:px-6">
        <Logo />

        <nav aria-label="Main" className="hidden flex-1 items-center justify-between gap-4 md:flex lg:gap-6">
          <ul className="flex items-center gap-1">
            {primaryNav.map((entry) =>
              entry.kind === "menu" ? (
                <li key={entry.id}>
                  <NavDropdown menu={entry} />
                </li>
              ) : (
                <li key={entry.href}>
                  <a href={entry.href} className={barLinkClasses}>
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <ul className="flex items-center gap-1">
            {accountNav.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={barLinkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
            <li className="ml-2">
              <CtaLink href={requestDemoLink.href}>{requestDemoLink.label}</CtaLink>
            </li>
          </ul>
        </nav>

        <MobileNav />
      </div>
    </header>
  );
}
