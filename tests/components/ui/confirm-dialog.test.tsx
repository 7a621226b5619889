import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

function Harness(props: { onConfirm?: () => void; onCancel?: () => void; texts?: Partial<React.ComponentProps<typeof ConfirmDialog>> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={props.onConfirm ?? (() => {})}
        onCancel={props.onCancel}
        {...props.texts}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("shows the spec's texts and focuses Cancel", () => {
    render(<Harness />);
    const dialog = screen.getByRole("alertdialog", { name: "Are you sure you want to continue?" });
    expect(dialog).toHaveAccessibleDescription("All unsaved changes will be lost.");
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Yes, I'm sure" })).toBeInTheDocument();
  });

  it("calls onConfirm on 'Yes, I'm sure'", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Yes, I'm sure" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("cancels and closes on Cancel and on Escape", async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const { unmount } = render(<Harness onCancel={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByText("closed")).toBeInTheDocument();
    unmount();

    render(<Harness onCancel={onCancel} />);
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("takes other texts, as the onboarding exit dialog does", () => {
    render(
      <Harness
        texts={{
          title: "Are you sure you want to exit set-up?",
          text: "The less information you enter, the less we can help you.",
          confirmLabel: "Skip for now",
        }}
      />,
    );
    expect(screen.getByRole("alertdialog", { name: "Are you sure you want to exit set-up?" })).toHaveAccessibleDescription(
      "The less information you enter, the less we can help you.",
    );
    expect(screen.getByRole("button", { name: "Skip for now" })).toBeInTheDocument();
  });
});
