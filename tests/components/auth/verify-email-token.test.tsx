import { act, render, screen } from "@testing-library/react";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { VerifyEmailToken } from "@/app/(auth)/verify-user-email/verify-email-token";
import { fakeGraphQL } from "@/tests/helpers/fake-graphql-fetch";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
  replace.mockReset();
  jest.useRealTimers();
});

function renderLink() {
  render(
    <GraphQLProvider>
      <VerifyEmailToken token="tok-1" />
    </GraphQLProvider>,
  );
}

test("a link opened again, to an address verified by now, says so and goes on instead of failing", async () => {
  fakeGraphQL({ VerifyEmail: [{ data: { verifyEmail: { didVerify: true, wasAlreadyVerified: true, error: null } } }] });
  renderLink();
  expect(await screen.findByRole("heading", { name: "Your email is already verified" })).toBeInTheDocument();
  expect(screen.queryByText("We could not verify your email")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/onboarding");
  await act(() => new Promise((resolve) => setTimeout(resolve, 2600)));
  expect(replace).toHaveBeenCalledWith("/onboarding");
});

test("a first use goes straight on", async () => {
  fakeGraphQL({ VerifyEmail: [{ data: { verifyEmail: { didVerify: true, wasAlreadyVerified: false, error: null } } }] });
  renderLink();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(replace).toHaveBeenCalledWith("/onboarding");
});

test("an invalid link offers a new one", async () => {
  fakeGraphQL({
    VerifyEmail: [{ data: { verifyEmail: { didVerify: false, wasAlreadyVerified: false, error: "Token is invalid or has expired" } } }],
  });
  renderLink();
  expect(await screen.findByRole("heading", { name: "We could not verify your email" })).toBeInTheDocument();
  expect(screen.getByText("Token is invalid or has expired")).toBeInTheDocument();
  expect(replace).not.toHaveBeenCalled();
});
