import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlanSearch, type PlanOption, type SearchPlans } from "@/components/shell/plan-search";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/health",
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => mockPush.mockReset());

const plans: PlanOption[] = [
  { id: "p1", name: "Acme Corp" },
  { id: "p2", name: "Acme Labs" },
  { id: "p3", name: "Acme West" },
];

function setup(searchPlans: SearchPlans = async (query) => plans.filter((plan) => plan.name.includes(query))) {
  render(<PlanSearch searchPlans={searchPlans} debounceMs={0} />);
  return { user: userEvent.setup(), input: screen.getByRole("combobox", { name: "Select Plan" }) };
}

describe("PlanSearch", () => {
  it("is a labelled combobox whose list opens with results", async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "Acme");
    const listbox = await screen.findByRole("listbox", { name: "Plans" });
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Acme Corp", "Acme Labs", "Acme West"]);
  });

  it("says 'No results found.' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, "Zzz");
    expect(await screen.findByText("No results found.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("No results found.");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("moves with the arrow keys and opens the plan on Enter", async () => {
    const { user, input } = setup();
    await user.type(input, "Acme");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getByRole("option", { name: "Acme Labs" });
    expect(active).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("option", { name: "Acme West" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(mockPush).toHaveBeenCalledWith("/plans/p3");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("opens a plan on click", async () => {
    const { user, input } = setup();
    await user.type(input, "Acme");
    await user.click(await screen.findByRole("option", { name: "Acme Corp" }));
    expect(mockPush).toHaveBeenCalledWith("/plans/p1");
  });

  it("closes the list on Escape, then clears the field on a second Escape", async () => {
    const { user, input } = setup();
    await user.type(input, "Acme");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Acme");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("waits for a pause in typing before searching", async () => {
    jest.useFakeTimers();
    try {
      const searchPlans = jest.fn(async () => plans);
      render(<PlanSearch searchPlans={searchPlans} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole("combobox", { name: "Select Plan" }), "Acme");
      expect(searchPlans).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(300));
      expect(searchPlans).toHaveBeenCalledTimes(1);
      expect(searchPlans).toHaveBeenCalledWith("Acme");
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows only the newest search's answer", async () => {
    const answers: Array<(found: PlanOption[]) => void> = [];
    const searchPlans = jest.fn(() => new Promise<PlanOption[]>((resolve) => answers.push(resolve)));
    const { user, input } = setup(searchPlans);
    await user.type(input, "A");
    await user.type(input, "c");
    expect(answers).toHaveLength(2);
    await act(async () => answers[1]!([{ id: "p1", name: "Acme Corp" }]));
    await act(async () => answers[0]!([{ id: "old", name: "Stale Plan" }]));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Acme Corp"]);
  });

  it("tells the user when the search failed", async () => {
    const { user, input } = setup(jest.fn(async () => Promise.reject(new Error("boom"))));
    await user.type(input, "Acme");
    expect(await screen.findByText("Plans could not be searched. Please try again.")).toBeInTheDocument();
  });
});
