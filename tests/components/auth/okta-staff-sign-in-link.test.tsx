import { render, screen } from "@testing-library/react";
import { StaffSignInLink } from "@/components/auth/staff-sign-in-link";
import { resetEnvForTests } from "@/lib/env";

const SETTINGS = ["APP_ENV", "OKTA_ISSUER", "OKTA_CLIENT_ID", "OKTA_CLIENT_SECRET"] as const;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

function configure(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, settings);
  resetEnvForTests();
}

test("on a test install the local stand-in is available: log-in and sign-up links to the start route", () => {
  configure({});
  const { unmount } = render(<StaffSignInLink />);
  expect(screen.getByRole("link", { name: "Mariner employee? Log in with Okta" })).toHaveAttribute("href", "/api/auth/okta");
  unmount();
  render(<StaffSignInLink signup />);
  expect(screen.getByRole("link", { name: "Mariner employee? Sign up with Okta" })).toHaveAttribute(
    "href",
    "/api/auth/okta?signup=true",
  );
});

test("production without OKTA_* settings shows no staff link; with them it does", () => {
  configure({ APP_ENV: "production" });
  const { container, unmount } = render(<StaffSignInLink />);
  expect(container).toBeEmptyDOMElement();
  unmount();
  configure({
    APP_ENV: "production",
    OKTA_ISSUER: "https://mariner.okta.com",
    OKTA_CLIENT_ID: "client",
    OKTA_CLIENT_SECRET: "secret",
  });
  render(<StaffSignInLink />);
  expect(screen.getByRole("link", { name: "Mariner employee? Log in with Okta" })).toBeInTheDocument();
});
