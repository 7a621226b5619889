import { render, screen } from "@testing-library/react";
import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { resetEnvForTests } from "@/lib/env";

const saved = process.env.GOOGLE_CLIENT_ID;
afterEach(() => {
  if (saved === undefined) delete process.env.GOOGLE_CLIENT_ID;
  else process.env.GOOGLE_CLIENT_ID = saved;
  resetEnvForTests();
});

test("renders nothing (and loads no Google script) when Google is not configured", () => {
  delete process.env.GOOGLE_CLIENT_ID;
  resetEnvForTests();
  const { container } = render(<GoogleSignInButton mode="log-in" />);
  expect(container).toBeEmptyDOMElement();
});

test("renders the button's place and an empty live region for errors when configured", () => {
  process.env.GOOGLE_CLIENT_ID = "mariner-web.apps.googleusercontent.com";
  resetEnvForTests();
  render(<GoogleSignInButton mode="sign-up" returnPath="/health" />);
  expect(screen.getByTestId("google-sign-in-button")).toBeInTheDocument();
  expect(screen.getByRole("alert")).toBeEmptyDOMElement();
});
