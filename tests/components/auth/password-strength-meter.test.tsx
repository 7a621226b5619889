import { render, screen, within } from "@testing-library/react";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";

const requirementItems = () =>
  within(screen.getByRole("list", { name: "Password requirements" })).getAllByRole("listitem");

describe("PasswordStrengthMeter", () => {
  it("shows all five requirements unmet and no label for an empty password", () => {
    render(<PasswordStrengthMeter password="" />);
    const meter = screen.getByRole("meter");
    expect(meter).toHaveAttribute("aria-valuenow", "0");
    expect(meter).toHaveAttribute("aria-valuemax", "5");
    expect(meter).toHaveAttribute("aria-valuetext", "No requirements met");
    expect(requirementItems()).toHaveLength(5);
    requirementItems().forEach((item) => expect(item).toHaveTextContent("(not met)"));
  });

  it("names the meter with its text label and reads each requirement as met or not met", () => {
    render(<PasswordStrengthMeter password="abc1" />);
    const meter = screen.getByRole("meter", { name: "Password strength: Weak" });
    expect(meter).toHaveAttribute("aria-valuenow", "2");
    expect(meter).toHaveAttribute("aria-valuetext", "Weak");
    const [length, uppercase, lowercase, number, special] = requirementItems();
    expect(length).toHaveTextContent("At least 8 characters(not met)");
    expect(uppercase).toHaveTextContent("(not met)");
    expect(lowercase).toHaveTextContent("1 lowercase letter(met)");
    expect(number).toHaveTextContent("1 number(met)");
    expect(special).toHaveTextContent("(not met)");
  });

  it("announces the label politely as the password changes", () => {
    const { rerender } = render(<PasswordStrengthMeter password="a" />);
    const live = screen.getByText("Very Weak").closest("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    rerender(<PasswordStrengthMeter password="aB3!efgh" />);
    expect(live).toHaveTextContent("Very Strong");
    requirementItems().forEach((item) => expect(item).toHaveTextContent("(met)"));
  });

  it("uses the id given so an input can point at it", () => {
    render(<PasswordStrengthMeter id="new-password-strength" password="" />);
    expect(document.getElementById("new-password-strength")).toContainElement(screen.getByRole("meter"));
  });
});
