import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckYourEmail } from "@/components/auth/check-your-email";

describe("CheckYourEmail", () => {
  it("shows the title, the caller's text, the image with its alt text and the resend button", () => {
    render(<CheckYourEmail text={<p>We sent a link to a@example.com.</p>} onResend={() => {}} />);
    expect(screen.getByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByText("We sent a link to a@example.com.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Email delivered" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend magic link" })).toBeEnabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the loading indicator and holds the button while the caller is loading", () => {
    render(<CheckYourEmail text="Sent." onResend={() => {}} loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.getByRole("button", { name: /Resend magic link/ })).toHaveAttribute("aria-disabled", "true");
  });

  it("calls onResend and stays busy until its promise settles", async () => {
    let finish: () => void = () => {};
    const onResend = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CheckYourEmail text="Sent." onResend={onResend} />);
    await userEvent.click(screen.getByRole("button", { name: "Resend magic link" }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: /Resend magic link/ })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("button", { name: /Resend magic link/ }));
    expect(onResend).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole("button", { name: "Resend magic link" })).toBeEnabled();
  });
});
