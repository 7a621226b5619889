import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecoveryCodeStep } from "@/app/(auth)/recover-account/recovery-code-step";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "@/tests/components/health/mock-graphql-client";

function renderStep(
  answer: { success: boolean; error: string | null; retryAfterSeconds: number | null },
  props: Partial<Parameters<typeof RecoveryCodeStep>[0]> = {},
) {
  const mock = mockGraphQLClient({ SendRecoverAccountCode: () => ({ data: { sendRecoverAccountCode: answer } }) });
  const onSubmit = jest.fn();
  const onFirstCodeSent = jest.fn();
  const Wrapper = mock.wrapper;
  render(
    <Wrapper>
      <ToastProvider>
        <RecoveryCodeStep
          token="the-token"
          maskedPhoneNumber="•••-•••-0143"
          resendCooldownSeconds={30}
          firstCodeSent={false}
          onFirstCodeSent={onFirstCodeSent}
          error={null}
          loading={false}
          onBack={() => {}}
          onSubmit={onSubmit}
          {...props}
        />
      </ToastProvider>
    </Wrapper>,
  );
  return { ...mock, onSubmit, onFirstCodeSent };
}

const SENT = { success: true, error: null, retryAfterSeconds: null };

describe("RecoveryCodeStep", () => {
  it("texts a code when it opens, names the masked phone and submits the six digits", async () => {
    const { calls, onSubmit, onFirstCodeSent } = renderStep(SENT);
    expect(await screen.findByText("You can ask for a new code in 30 seconds.")).toBeInTheDocument();
    expect(calls).toEqual([{ name: "SendRecoverAccountCode", variables: { token: "the-token", channel: "sms" } }]);
    expect(onFirstCodeSent).toHaveBeenCalledTimes(1);
    expect(screen.getByText("•••-•••-0143")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend code via SMS" })).toBeDisabled();

    const submit = screen.getByRole("button", { name: "Update account" });
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getAllByRole("textbox")[0]!, "123456");
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith("123456");
  });

  it("does not send again when the flow already sent the first code, and shows the server's code error", () => {
    const { calls } = renderStep(SENT, { firstCodeSent: true, error: "Invalid code entered" });
    expect(calls).toEqual([]);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid code entered");
  });

  it("a refusal as too soon on opening starts the countdown without a toast", async () => {
    renderStep({ success: false, error: "Too many attempts. Please try again later", retryAfterSeconds: 12 });
    expect(await screen.findByText("You can ask for a new code in 12 seconds.")).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByText("Too many attempts. Please try again later")).not.toBeInTheDocument();
  });
});
