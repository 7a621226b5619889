import { useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SessionExpiredModal } from "@/components/ui/session-expired-modal";

function Harness({ onLogOut, onDismiss }: { onLogOut: () => void; onDismiss: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <SessionExpiredModal
      open={open}
      onLogOut={onLogOut}
      onDismiss={() => {
        setOpen(false);
        onDismiss();
      }}
    />
  );
}

describe("SessionExpiredModal", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the spec's text and logs out by itself after 5 seconds", () => {
    const onLogOut = jest.fn();
    render(<Harness onLogOut={onLogOut} onDismiss={() => {}} />);
    expect(screen.getByRole("alertdialog")).toHaveAccessibleDescription(
      "Your session has expired due to inactivity. You will automatically be logged out in 5 seconds. Please log back in to continue.",
    );
    act(() => jest.advanceTimersByTime(4900));
    expect(onLogOut).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it("logs out at once on 'Log back in', only once", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onLogOut = jest.fn();
    render(<Harness onLogOut={onLogOut} onDismiss={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Log back in" }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it("does not log out after being dismissed", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onLogOut = jest.fn();
    const onDismiss = jest.fn();
    render(<Harness onLogOut={onLogOut} onDismiss={onDismiss} />);
    await user.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onLogOut).not.toHaveBeenCalled();
  });
});
