import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import { SlotPicker, type Slot } from "@/components/coaching/slot-picker";

// The slot picker shows free times by day in the member's time zone; a different zone regroups and relabels them.

const slots: Slot[] = [
  { coachUserId: "c1", startsAt: "2026-12-01T14:00:00.000Z" },
  { coachUserId: "c1", startsAt: "2026-12-01T14:30:00.000Z" },
  { coachUserId: "c2", startsAt: "2026-12-02T03:00:00.000Z" },
];

function Harness({ timeZone, onSelect = () => {} }: { timeZone: string; onSelect?: (slot: Slot) => void }) {
  const [selected, setSelected] = useState<Slot | null>(null);
  return (
    <SlotPicker
      slots={slots}
      timeZone={timeZone}
      selected={selected}
      onSelect={(slot) => {
        setSelected(slot);
        onSelect(slot);
      }}
    />
  );
}

test("groups times by day in the member's zone and picks one with the keyboard", async () => {
  const user = userEvent.setup();
  const picked: Slot[] = [];
  render(<Harness timeZone="America/New_York" onSelect={(slot) => picked.push(slot)} />);
  // 03:00 UTC on Dec 2 is still Dec 1 (22:00) in New York: one day.
  const days = within(screen.getByRole("group", { name: "Day" })).getAllByRole("button");
  expect(days.map((day) => day.textContent)).toEqual(["TueDec 1"]);
  const times = within(screen.getByRole("group", { name: "Time on Tuesday, December 1" })).getAllByRole("radio");
  expect(times.map((time) => time.closest("label")?.textContent)).toEqual(["9:00 AM", "9:30 AM", "10:00 PM"]);

  await user.click(screen.getByRole("radio", { name: "9:30 AM" }));
  expect(picked).toEqual([slots[1]]);
  expect(screen.getByRole("radio", { name: "9:30 AM" })).toBeChecked();
  await user.keyboard("{ArrowRight}");
  expect(picked.at(-1)).toEqual(slots[2]);
});

test("in another zone the same slots fall on two days; choosing a day shows its times", async () => {
  const user = userEvent.setup();
  render(<Harness timeZone="Europe/Berlin" />);
  const days = within(screen.getByRole("group", { name: "Day" })).getAllByRole("button");
  expect(days.map((day) => day.textContent)).toEqual(["TueDec 1", "WedDec 2"]);
  expect(days[0]).toHaveAttribute("aria-pressed", "true");
  await user.click(days[1]!);
  expect(days[1]).toHaveAttribute("aria-pressed", "true");
  const times = within(screen.getByRole("group", { name: "Time on Wednesday, December 2" })).getAllByRole("radio");
  expect(times.map((time) => time.closest("label")?.textContent)).toEqual(["4:00 AM"]);
});

test("says so when no time is free", () => {
  render(<SlotPicker slots={[]} timeZone="UTC" selected={null} onSelect={() => {}} />);
  expect(screen.getByText("No times are free in the next four weeks. Please check back soon.")).toBeInTheDocument();
});
