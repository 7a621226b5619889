import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewPasswordForm } from "@/components/auth/set-password-fields";

// The new-password step of password reset and account recovery: Next waits for a password the server will take.

function renderForm(email: string) {
  const onSubmit = jest.fn();
  render(<NewPasswordForm title="Set a new password" email={email} onSubmit={onSubmit} />);
  return { onSubmit, field: screen.getByLabelText(/New password/), next: screen.getByRole("button", { name: "Next" }) };
}

describe("NewPasswordForm", () => {
  it("keeps Next disabled and says why for a password too similar to the account's email", async () => {
    const user = userEvent.setup();
    const { field, next } = renderForm("jordan.rivera@example.com");

    await user.type(field, "Jordan.Rivera1!");
    expect(screen.getByRole("meter")).toHaveAccessibleName("Password strength: Too similar to your email");
    expect(next).toBeDisabled();

    await user.clear(field);
    await user.type(field, "Tidal-Lantern-42!");
    expect(screen.getByRole("meter")).toHaveAccessibleName("Password strength: Very Strong");
    expect(next).toBeEnabled();
  });

  it("keeps Next disabled for a common password that meets the five requirements", async () => {
    const user = userEvent.setup();
    const { field, next } = renderForm("jordan.rivera@example.com");

    await user.type(field, "P@ssw0rd");
    expect(screen.getByRole("meter")).toHaveAccessibleName("Password strength: Too commonly used");
    expect(next).toBeDisabled();
  });

  it("hands on a password the server will accept", async () => {
    const user = userEvent.setup();
    const { field, next, onSubmit } = renderForm("jordan.rivera@example.com");

    await user.type(field, "Tidal-Lantern-42!");
    await user.click(next);
    expect(onSubmit).toHaveBeenCalledWith("Tidal-Lantern-42!");
  });
});
