import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WizardFrame } from "@/components/ui/wizard-frame";

describe("WizardFrame", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it("shows the step as text and as a progress bar", () => {
    render(
      <WizardFrame step={2} totalSteps={6} title="Personal Information" description="Tell us about you" onNext={() => {}}>
        content
      </WizardFrame>,
    );
    expect(screen.getByText("Step 2 of 6")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar");
    expect(progress).toHaveAttribute("aria-valuenow", "2");
    expect(progress).toHaveAttribute("aria-valuemax", "6");
    expect(progress).toHaveAttribute("aria-valuetext", "Step 2 of 6");
    expect(screen.getByRole("heading", { level: 1, name: "Personal Information" })).toBeInTheDocument();
    expect(screen.getByText("Tell us about you")).toBeInTheDocument();
  });

  it("calls Back, Next and Exit", async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    const onNext = jest.fn();
    const onExit = jest.fn();
    render(
      <WizardFrame step={3} totalSteps={6} title="Priorities" onBack={onBack} onNext={onNext} onExit={onExit}>
        content
      </WizardFrame>,
    );
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Exit" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it("hides Back and disables or busies Next when asked", () => {
    const { rerender } = render(
      <WizardFrame step={1} totalSteps={6} title="Recovery Email" hideBack onBack={() => {}} nextDisabled onNext={() => {}}>
        content
      </WizardFrame>,
    );
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Exit" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    rerender(
      <WizardFrame step={1} totalSteps={6} title="Recovery Email" nextLoading onNext={() => {}}>
        content
      </WizardFrame>,
    );
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-busy", "true");
  });

  it("submits as a form (Enter in a field works) when given onSubmit", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <WizardFrame step={1} totalSteps={3} title="Welcome" onSubmit={onSubmit}>
        <label>
          Company name <input />
        </label>
      </WizardFrame>,
    );
    await user.type(screen.getByLabelText("Company name"), "Acme{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("scrolls to the top and focuses the new title when the step changes", async () => {
    const user = userEvent.setup();
    function Flow() {
      const [step, setStep] = useState(1);
      return (
        <WizardFrame step={step} totalSteps={3} title={`Title ${step}`} onNext={() => setStep((s) => s + 1)}>
          content
        </WizardFrame>
      );
    }
    render(<Flow />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole("heading", { name: "Title 2" })).toHaveFocus();
  });
});
