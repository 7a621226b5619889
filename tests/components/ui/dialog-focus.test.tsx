import { useState, type ReactNode } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ErrorModal } from "@/components/ui/error-modal";
import { Menu, MenuButtonItem, MenuContent, MenuTrigger } from "@/components/ui/menu";
import { SessionExpiredModal } from "@/components/ui/session-expired-modal";

// Every kind of dialog gives focus back to what opened it, however it closes (WCAG 2.4.3 Focus Order). Most open
// from state rather than through a Radix Trigger, which is where focus used to fall to the page body.

type DialogKind = (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;

function Opener({ kind: Kind, unmountWhenClosed = false }: { kind: DialogKind; unmountWhenClosed?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Open it</Button>
      {(open || !unmountWhenClosed) && <Kind open={open} onOpenChange={setOpen} />}
    </>
  );
}

const plain: DialogKind = (props) => (
  <Dialog {...props} title="Plain" footer={<DialogClose><Button variant="secondary">Cancel</Button></DialogClose>}>
    <input aria-label="Inside" />
  </Dialog>
);
const confirm: DialogKind = (props) => <ConfirmDialog {...props} onConfirm={() => props.onOpenChange(false)} />;
const errorModal: DialogKind = (props) => <ErrorModal {...props} onReload={() => props.onOpenChange(false)} />;
const sessionExpired: DialogKind = ({ open, onOpenChange }) => (
  <SessionExpiredModal open={open} onLogOut={() => onOpenChange(false)} onDismiss={() => onOpenChange(false)} />
);

async function openFromItsButton() {
  const user = userEvent.setup();
  const opener = screen.getByRole("button", { name: "Open it" });
  await user.click(opener);
  const dialog = await waitFor(() => screen.queryByRole("dialog") ?? screen.getByRole("alertdialog"));
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, opener, dialog };
}

async function expectFocusBackOn(opener: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  await waitFor(() => expect(opener).toHaveFocus());
}

describe.each([
  ["Dialog", plain, ["Close", "Cancel"]],
  ["ConfirmDialog", confirm, ["Cancel", "Yes, I'm sure"]],
  ["ErrorModal (dismissible)", errorModal, ["Close", "Reload"]],
  ["SessionExpiredModal", sessionExpired, ["Close", "Log back in"]],
] as const)("%s gives focus back to its opener", (_name, kind, buttons) => {
  test.each([false, true])("on Escape (content unmounted when closed: %s)", async (unmountWhenClosed) => {
    render(<Opener kind={kind} unmountWhenClosed={unmountWhenClosed} />);
    const { user, opener } = await openFromItsButton();
    await user.keyboard("{Escape}");
    await expectFocusBackOn(opener);
  });

  test.each(buttons)("on '%s'", async (button) => {
    render(<Opener kind={kind} />);
    const { user, opener, dialog } = await openFromItsButton();
    await user.click(within(dialog).getByRole("button", { name: button }));
    await expectFocusBackOn(opener);
  });
});

test("a dialog with its own trigger gives focus back to the trigger", async () => {
  render(<Dialog title="Triggered" trigger={<Button>Open it</Button>} />);
  const { user, opener } = await openFromItsButton();
  await user.keyboard("{Escape}");
  await expectFocusBackOn(opener);
});

test("a dialog opened from a busy button comes back to it: a loading button keeps its focus", async () => {
  function BusyOpener() {
    const [busy, setBusy] = useState(false);
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button loading={busy} onClick={() => setBusy(true)}>
          Open it
        </Button>
        <button type="button" onClick={() => setOpen(true)}>
          Answer arrives
        </button>
        <Dialog open={open} onOpenChange={(next) => (setOpen(next), setBusy(next))} title="Loaded" />
      </>
    );
  }
  render(<BusyOpener />);
  const user = userEvent.setup();
  const opener = screen.getByRole("button", { name: "Open it" });
  await user.click(opener);
  expect(opener).toHaveAttribute("aria-busy", "true");
  expect(opener).toHaveFocus();
  // What the click started finishes while focus is still on the busy button.
  screen.getByRole("button", { name: "Answer arrives" }).click();
  await screen.findByRole("dialog", { name: "Loaded" });
  await user.keyboard("{Escape}");
  await expectFocusBackOn(opener);
});

test("a dialog opened from a menu item gives focus back to the menu's button, since the item is gone", async () => {
  const user = userEvent.setup();
  function MenuOpener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Menu>
          <MenuTrigger asChild>
            <button type="button">Options</button>
          </MenuTrigger>
          <MenuContent>
            <MenuButtonItem onSelect={() => setOpen(true)}>Give Feedback</MenuButtonItem>
          </MenuContent>
        </Menu>
        {plain({ open, onOpenChange: setOpen })}
      </>
    );
  }
  render(<MenuOpener />);
  await user.click(screen.getByRole("button", { name: "Options" }));
  await user.click(await screen.findByRole("menuitem", { name: "Give Feedback" }));
  const dialog = await screen.findByRole("dialog");
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard("{Escape}");
  await expectFocusBackOn(screen.getByRole("button", { name: "Options" }));
});
