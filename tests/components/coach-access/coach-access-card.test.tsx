import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CoachAccessCard } from "@/components/coach-access/coach-access-card";
import type { CoachAccessRequestView } from "@/components/coach-access/coach-access-operations";

const request = (overrides: Partial<CoachAccessRequestView> = {}): CoachAccessRequestView => ({
  id: "grant-1",
  coachName: "Jordan Lee",
  reason: "Going over your budget before our call",
  status: "REQUESTED",
  allowEdits: false,
  isEmergency: false,
  requestedAt: "2026-11-26T23:00:00.000Z",
  expiresAt: "2026-11-27T23:00:00.000Z",
  ...overrides,
});

describe("CoachAccessCard", () => {
  it("approves view only unless the member ticks 'allow changes'", async () => {
    const onAnswer = jest.fn(async () => {});
    render(<CoachAccessCard request={request()} onAnswer={onAnswer} onEnd={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "Jordan Lee, a coach, asks to view your account" })).toBeInTheDocument();
    expect(screen.getByText(/Going over your budget before our call/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onAnswer).toHaveBeenLastCalledWith({ approve: true, allowEdits: false });
    await user.click(screen.getByRole("checkbox", { name: /make changes/ }));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(onAnswer).toHaveBeenLastCalledWith({ approve: true, allowEdits: true });
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onAnswer).toHaveBeenLastCalledWith({ approve: false, allowEdits: false });
  });

  it("shows running access, emergency included, with 'End access now'", async () => {
    const onEnd = jest.fn(async () => {});
    render(
      <CoachAccessCard
        request={request({ status: "APPROVED", isEmergency: true, coachName: "Pat Staff", reason: "Locked out on the phone" })}
        onAnswer={jest.fn()}
        onEnd={onEnd}
      />,
    );
    expect(screen.getByRole("heading", { name: "Pat Staff opened your account without asking first" })).toBeInTheDocument();
    expect(screen.getByText(/view only/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "End access now" }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
