import { render, screen, within } from "@testing-library/react";
import { PasswordStrengthMeter } from "@/components/auth/password-strength-meter";
import { loadPasswordEstimator } from "@/lib/auth/password-strength";

const requirementItems = () =>
  within(screen.getByRole("list", { name: "Password requirements" })).getAllByRole("listitem");

describe("PasswordStrengthMeter", () => {
  // The meter loads the full rule itself when it mounts; loading it first keeps every test on the same rule.
  beforeAll(async () => {
    await loadPasswordEstimator();
  });

  it("shows all five requirements unmet and no label for an empty password", () => {
    render(<PasswordStrengthMeter password="" email={null} />);
    const meter = screen.getByRole("meter");
    expect(meter).toHaveAttribute("aria-valuenow", "0");
    expect(meter).toHaveAttribute("aria-valuemax", "5");
    expect(meter).toHaveAttribute("aria-valuetext", "No requirements met");
    expect(requirementItems()).toHaveLength(5);
    requirementItems().forEach((item) => expect(item).toHaveTextContent("(not met)"));
  });

  it("names the meter with its text label and reads each requirement as met or not met", () => {
    render(<PasswordStrengthMeter password="abc1" email={null} />);
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
    const { rerender } = render(<PasswordStrengthMeter password="a" email={null} />);
    const live = screen.getByText("Very Weak").closest("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    rerender(<PasswordStrengthMeter password="Zq7!mW2x" email={null} />);
    expect(live).toHaveTextContent("Very Strong");
    requirementItems().forEach((item) => expect(item).toHaveTextContent("(met)"));
  });

  it("uses the id given so an input can point at it", () => {
    render(<PasswordStrengthMeter id="new-password-strength" password="" email={null} />);
    expect(document.getElementById("new-password-strength")).toContainElement(screen.getByRole("meter"));
  });

  it("says 'Too similar to your email', not 'Very Strong', when the server would refuse the password for that", () => {
    render(<PasswordStrengthMeter password="Jordan.Rivera1!" email="jordan.rivera@example.com" />);
    const meter = screen.getByRole("meter", { name: "Password strength: Too similar to your email" });
    expect(meter).toHaveAttribute("aria-valuetext", "Too similar to your email");
    expect(screen.queryByText("Very Strong")).not.toBeInTheDocument();
    // The five requirements are still shown as met: the reason is the email, not them.
    requirementItems().forEach((item) => expect(item).toHaveTextContent("(met)"));
  });

  it("says 'Too commonly used' for a common password that meets the five requirements", () => {
    render(<PasswordStrengthMeter password="P@ssw0rd" email="jordan.rivera@example.com" />);
    expect(screen.getByRole("meter", { name: "Password strength: Too commonly used" })).toBeInTheDocument();
    expect(screen.queryByText("Very Strong")).not.toBeInTheDocument();
  });

  it.each(["Passw0rd!", "P@ssword1", "Summer2024!"])(
    "says 'Too commonly used' for %s, a common password with simple changes (the server's zxcvbn rule)",
    async (password) => {
      render(<PasswordStrengthMeter password={password} email={null} />);
      expect(await screen.findByRole("meter", { name: "Password strength: Too commonly used" })).toBeInTheDocument();
    },
  );

  it("says 'Too easy to guess' for a password made of a pattern", () => {
    render(<PasswordStrengthMeter password="aB3!efgh" email={null} />);
    expect(screen.getByRole("meter", { name: "Password strength: Too easy to guess" })).toBeInTheDocument();
  });

  it("goes back to 'Very Strong' once the password no longer resembles the email, and announces it", () => {
    const { rerender } = render(<PasswordStrengthMeter password="Rivera-2026!" email="jordan.rivera@example.com" />);
    const live = screen.getByText("Too similar to your email").closest("[aria-live]");
    rerender(<PasswordStrengthMeter password="Tidal-Lantern-42!" email="jordan.rivera@example.com" />);
    expect(live).toHaveTextContent("Very Strong");
    expect(screen.getByRole("meter")).toHaveAttribute("aria-valuetext", "Very Strong");
  });
});
