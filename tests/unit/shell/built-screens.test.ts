import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { hasScreen } from "@/components/shell/built-screens";
import { ADMIN_MENU_LINKS, adminDashboardPath, memberNavItems, profileMenuLinks } from "@/components/shell/shell-access";
import type { ShellUser } from "@/components/shell/shell-user";

const APP = path.join(process.cwd(), "app");

/** The folders under `dir` a URL segment may go through: itself, a route group's children, or a [param] folder. */
function pageExists(urlPath: string, dir = APP): boolean {
  const [segment, ...rest] = urlPath.split("/").filter(Boolean);
  if (segment === undefined) {
    if (existsSync(path.join(dir, "page.tsx"))) return true;
  }
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders.some(({ name }) => {
    const child = path.join(dir, name);
    if (name.startsWith("(") && name.endsWith(")")) return pageExists(urlPath, child);
    if (segment === undefined) return false;
    if (name === segment || (name.startsWith("[") && !name.startsWith("[..."))) return pageExists(rest.join("/"), child);
    return false;
  });
}

const everyone: ShellUser = {
  id: "u1",
  email: "a@example.com",
  firstName: "A",
  lastName: "B",
  googleAvatarUrl: null,
  plans: [],
  advisorPlans: [],
  isStaff: true,
  isPlanSuccessManager: true,
  isAdvisor: true,
  isInvestEligible: true,
  isCoachMode: false,
  coachedUser: null,
};

const menuTargets = [
  ...memberNavItems(everyone).map((item) => item.href),
  ...profileMenuLinks(everyone).map((item) => item.href),
  ...Object.values(ADMIN_MENU_LINKS),
  adminDashboardPath("plan-1"),
  "/dashboard",
  "/customers/customer-1",
];

describe("the menus link to a screen exactly when its page exists", () => {
  test.each(menuTargets)("%s", (href) => {
    expect(hasScreen(href)).toBe(pageExists(href));
  });

  test("the check itself tells pages from missing ones", () => {
    expect(pageExists("/health")).toBe(true);
    expect(pageExists("/dashboard/abc")).toBe(true);
    expect(pageExists("/no-such-screen")).toBe(false);
  });
});
