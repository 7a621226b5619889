import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

// Radix Dialog loads on demand (components/ui/dialog.tsx); these tests run before it has (see tests/setup/components.ts).

test("a dialog open from its first render shows once Radix has loaded, with focus inside and the page behind hidden", async () => {
  function OpenAtOnce() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button">Behind</button>
        <Dialog open={open} onOpenChange={setOpen} title="Session expired" role="alertdialog">
          <input aria-label="Inside" />
        </Dialog>
      </>
    );
  }
  render(<OpenAtOnce />);
  const dialog = await screen.findByRole("alertdialog", { name: "Session expired" });
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Inside" })).toHaveFocus());
  expect(screen.queryByRole("button", { name: "Behind" })).not.toBeInTheDocument();
  await userEvent.setup().keyboard("{Escape}");
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(screen.getByRole("button", { name: "Behind" })).toBeInTheDocument();
});

test("a trigger is a button saying it opens a dialog, whether it is open, and gets focus back on close", async () => {
  const user = userEvent.setup();
  const initialFocus = { current: null as HTMLButtonElement | null };
  render(
    <Dialog
      title="Triggered"
      trigger={<Button>Open it</Button>}
      initialFocusRef={initialFocus}
      footer={<Button ref={(node) => void (initialFocus.current = node)}>Safe choice</Button>}
    >
      <input aria-label="Inside" />
    </Dialog>,
  );
  const trigger = screen.getByRole("button", { name: "Open it" });
  expect(trigger).toHaveAttribute("type", "button");
  expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  expect(trigger).toHaveAttribute("aria-expanded", "false");

  await user.click(trigger);
  const dialog = await screen.findByRole("dialog", { name: "Triggered" });
  expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(trigger).toHaveAttribute("aria-controls", dialog.id);
  await waitFor(() => expect(screen.getByRole("button", { name: "Safe choice" })).toHaveFocus());

  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(trigger).toHaveAttribute("aria-expanded", "false");
  await waitFor(() => expect(trigger).toHaveFocus());

  await user.keyboard("{Enter}");
  expect(await screen.findByRole("dialog", { name: "Triggered" })).toBeInTheDocument();
});

test("a dialog that is not dismissible ignores Escape", async () => {
  render(<Dialog open title="Choose" dismissible={false} footer={<Button>Reload</Button>} />);
  const dialog = await screen.findByRole("dialog", { name: "Choose" });
  await waitFor(() => expect(screen.getByRole("button", { name: "Reload" })).toHaveFocus());
  await userEvent.setup().keyboard("{Escape}");
  expect(dialog).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
});
