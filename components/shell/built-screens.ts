// The signed-in screens that exist today. A menu entry whose screen is not built yet is left out - no dead link, no
// 404 from prefetching it - and appears when its issue adds the screen here (spec 001 §2 lists the full menus; the
// role rules in shell-access.ts decide who would see each). tests/unit/shell/built-screens.test.ts checks this list
// against the pages in app/.
const BUILT_SCREENS: readonly RegExp[] = [
  /^\/health$/,
  /^\/account-details$/,
  /^\/account-details\/mfa$/,
  /^\/accounts$/,
  /^\/transactions$/,
  /^\/transactions\/rules$/,
  /^\/budget$/,
  /^\/budget-category\/[^/]+$/,
  /^\/dashboard$/,
  /^\/dashboard\/[^/]+$/,
  /^\/customers$/,
  /^\/dashboard\/[^/]+\/(engagement|outcomes|settings)$/,
  /^\/plan-invitation$/,
  /^\/plan-success-dashboard$/,
  /^\/dashboard\/[^/]+\/roster$/,
  /^\/dashboard\/[^/]+\/communications$/,
  /^\/customers\/[^/]+$/,
  /^\/customers\/[^/]+\/investigations\/[^/]+$/,
  /^\/plans\/[^/]+$/,
  /^\/advisor\/plan\/create$/,
  /^\/admin\/feedback$/,
  /^\/spend$/,
  /^\/goals\/debt-payoff$/,
  /^\/goals$/,
  /^\/goals\/(?!debt-payoff$)[^/]+$/,
  /^\/goals\/[^/]+\/edit$/,
  /^\/goal\/new$/,
  /^\/goal\/new\/details\/[^/]+$/,
  /^\/goal\/new\/complete\/[^/]+$/,
  /^\/plan-details$/,
  /^\/notifications$/,
  /^\/documents$/,
  /^\/contact$/,
  /^\/coaching\/calendar$/,
  /^\/investing$/,
  /^\/investing\/rollover$/,
  /^\/investing\/rollover\/[^/]+$/,
  /^\/investing\/fund$/,
  /^\/investing\/kyc$/,
  /^\/investing\/[^/]+\/browse$/,
  /^\/investing\/[^/]+\/portfolio\/change$/,
  /^\/investing\/[^/]+\/portfolio\/change\/success$/,
  /^\/investing\/dashboard\/[^/]+$/,
  /^\/investing\/[^/]+\/portfolio$/,
];

/** True when `href` (a path, no query) leads to a screen of this app. */
export function hasScreen(href: string): boolean {
  return BUILT_SCREENS.some((pattern) => pattern.test(href));
}
