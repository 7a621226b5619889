import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Menu, MenuButtonItem, MenuContent, MenuInputSlot, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from "@/components/ui/menu";

function ProfileMenu({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Menu>
      <MenuTrigger>Jane Doe</MenuTrigger>
      <MenuContent>
        <MenuLabel>Acme plan</MenuLabel>
        <MenuLinkItem href="/account-details">Update Account</MenuLinkItem>
        <MenuInputSlot>
          <label htmlFor="coach-email">Coach Mode email</label>
          <input id="coach-email" />
        </MenuInputSlot>
        <MenuSeparator />
        <MenuButtonItem onSelect={onSignOut}>Sign Out</MenuButtonItem>
      </MenuContent>
    </Menu>
  );
}

describe("Menu", () => {
  it("opens from the trigger and lists links and buttons as menu items", async () => {
    const user = userEvent.setup();
    render(<ProfileMenu onSignOut={() => {}} />);
    const trigger = screen.getByRole("button", { name: "Jane Doe" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(trigger);

    expect(screen.getByRole("menu")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Update Account" })).toHaveAttribute("href", "/account-details");
    expect(screen.getByRole("menuitem", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.getByRole("separator")).toBeInTheDocument();
  });

  it("runs an item's onSelect with the keyboard and closes", async () => {
    const user = userEvent.setup();
    const onSignOut = jest.fn();
    render(<ProfileMenu onSignOut={onSignOut} />);
    screen.getByRole("button", { name: "Jane Doe" }).focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{End}{Enter}");
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("lets the user type into a field inside the menu without typeahead stealing focus", async () => {
    const user = userEvent.setup();
    render(<ProfileMenu onSignOut={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Jane Doe" }));
    const field = screen.getByLabelText("Coach Mode email");
    await user.click(field);
    await user.keyboard("sue@example.com");
    expect(field).toHaveValue("sue@example.com");
    expect(field).toHaveFocus();
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<ProfileMenu onSignOut={() => {}} />);
    const trigger = screen.getByRole("button", { name: "Jane Doe" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
