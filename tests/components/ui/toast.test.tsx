import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastProvider, useToast, type ToastOptions } from "@/components/ui/toast";

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Show
    </button>
  );
}

function setup(options: ToastOptions) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  return user;
}

/** Radix announces each toast through a visually hidden live region, filled on the next frame. */
function announcer(text: string) {
  return screen
    .getAllByRole("status")
    .find((node) => node.getAttribute("aria-live") !== "off" && node.textContent?.includes(text));
}

/**
 * The viewport loads with the first toast and the toast shows once the viewport is there: React's scheduler runs on
 * the faked timers, so each step needs a tick. A few milliseconds at most, against the toast's seconds.
 */
async function untilShown(text: string) {
  for (let tick = 0; tick < 10 && !screen.queryByText(text); tick += 1) {
    await act(async () => jest.advanceTimersByTime(1));
  }
}

// jsdom has no pointer capture, which Radix's swipe-to-dismiss calls on pointerup.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

describe("Toast", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows a message bottom-left in the notifications region and hides it after 3 seconds by default", async () => {
    const user = setup({ message: "Code resent successfully", theme: "success" });
    await user.click(screen.getByRole("button", { name: "Show" }));

    await untilShown("Code resent successfully");
    const region = screen.getByRole("region", { name: /notifications/i });
    expect(within(region).getByText("Code resent successfully")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByText("Code resent successfully")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(region).queryByText("Code resent successfully")).not.toBeInTheDocument();
  });

  it("stays for the given seconds", async () => {
    const user = setup({ message: "Account updated successfully", seconds: 6 });
    await user.click(screen.getByRole("button", { name: "Show" }));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole("region", { name: /notifications/i })).toHaveTextContent("Account updated successfully");
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.getByRole("region", { name: /notifications/i })).not.toHaveTextContent("Account updated successfully");
  });

  it("announces errors assertively and other toasts politely", async () => {
    const user = setup({ message: "Invalid code entered", theme: "error" });
    await user.click(screen.getByRole("button", { name: "Show" }));
    act(() => jest.advanceTimersByTime(50));
    expect(announcer("Invalid code entered")).toHaveAttribute("aria-live", "assertive");
    expect(announcer("Invalid code entered")).toHaveTextContent("Error: Invalid code entered");
  });

  it("announces success politely", async () => {
    const user = setup({ message: "Saved", theme: "success" });
    await user.click(screen.getByRole("button", { name: "Show" }));
    act(() => jest.advanceTimersByTime(50));
    expect(announcer("Saved")).toHaveAttribute("aria-live", "polite");
  });

  it("closes with its close button", async () => {
    const user = setup({ message: "Too many attempts. Please try again later", theme: "error", seconds: 10 });
    await user.click(screen.getByRole("button", { name: "Show" }));
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.getByRole("region", { name: /notifications/i })).not.toHaveTextContent("Too many attempts");
  });
});
