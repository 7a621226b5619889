import { render, screen, within } from "@testing-library/react";
import { AppShell, type AppShellProps } from "@/components/shell/app-shell";
import type { ShellUser } from "@/components/shell/shell-user";

/** Renders the whole shell with spy callbacks; tests override the ones they exercise. */
export function renderShell(user: ShellUser, overrides: Partial<Omit<AppShellProps, "user" | "children">> = {}) {
  const props = {
    onGiveFeedback: jest.fn(),
    onReportBug: jest.fn(),
    onSignOut: jest.fn(async () => {}),
    searchPlans: jest.fn(async () => []),
    onStartCoachMode: jest.fn(async () => ({ error: null })),
    onExitCoachMode: jest.fn(async () => ({ error: null })),
    ...overrides,
  };
  const result = render(
    <AppShell user={user} {...props}>
      <h1>Page content</h1>
    </AppShell>,
  );
  return { ...result, props };
}

/** A toast's text, looked up in the toast viewport (Radix also copies it into a short-lived announcer). */
export function findToast(text: string) {
  return within(screen.getByRole("region", { name: /Notification/ })).findByText(text, { exact: false });
}
