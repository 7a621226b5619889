import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

function Page() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <a href="/budget">Budget</a>
      <a href="https://example.org/">Elsewhere</a>
      <label>
        Name <input onChange={() => setDirty(true)} />
      </label>
      <UnsavedChangesGuard isDirty={dirty} />
    </>
  );
}

/** jsdom does not navigate, and says so loudly; count the clicks that were not stopped. */
function trackNavigation() {
  const passed = jest.fn();
  document.addEventListener("click", (event) => {
    if (!event.defaultPrevented) passed();
    event.preventDefault();
  });
  return passed;
}

describe("UnsavedChangesGuard", () => {
  beforeEach(() => push.mockClear());

  it("lets links through while nothing has changed", async () => {
    const user = userEvent.setup();
    const passed = trackNavigation();
    render(<Page />);
    await user.click(screen.getByRole("link", { name: "Budget" }));
    expect(passed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks before following an in-app link when there are unsaved changes", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByLabelText("Name"), "x");
    await user.click(screen.getByRole("link", { name: "Budget" }));

    expect(screen.getByRole("alertdialog", { name: "Are you sure you want to continue?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(push).not.toHaveBeenCalled();
    // Staying: focus is back on the link that asked, not on the page body.
    await waitFor(() => expect(screen.getByRole("link", { name: "Budget" })).toHaveFocus());

    await user.click(screen.getByRole("link", { name: "Budget" }));
    await user.click(screen.getByRole("button", { name: "Yes, I'm sure" }));
    expect(push).toHaveBeenCalledWith("/budget");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks the browser to warn before unloading the page", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const before = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText("Name"), "x");
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
