import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { TransactionRowItem } from "@/components/transactions/transaction-row";
import type { CategoryOption, TransactionRow } from "@/components/transactions/transaction-operations";

// A /transactions row's inline editor by keyboard: it opens from the row, and Escape or Cancel closes it without
// saving and puts focus back on the row, so a keyboard user keeps their place in a long list.

const groceries: CategoryOption = { id: "groceries", name: "Groceries", color: "#C2410C", kind: "EXPENSE", parent: null };
const row: TransactionRow = {
  id: "t1",
  date: "2026-11-20",
  name: "H-E-B #288",
  merchantName: "H-E-B",
  amount: 122.25,
  pending: false,
  categorySource: "PROVIDER",
  notes: null,
  needsReview: false,
  excluded: false,
  isTransfer: false,
  recurring: false,
  account: { id: "card", name: "Visa Signature", mask: "4242", kind: "CREDIT_CARD" },
  budgetCategory: groceries,
  splits: [],
};

function Row({ onSave }: { onSave: () => Promise<string | null> }) {
  const [editing, setEditing] = useState(false);
  return (
    <ul>
      <TransactionRowItem
        transaction={row}
        categories={[groceries]}
        selected={false}
        onSelect={() => undefined}
        editing={editing}
        onEdit={setEditing}
        onSave={onSave}
        onSplit={async () => null}
        onUnsplit={async () => undefined}
        suggestion={null}
        onAcceptRule={async () => undefined}
        onDismissRule={() => undefined}
      />
    </ul>
  );
}

jest.setTimeout(30_000);

test("Escape and Cancel close the editor unsaved, with focus back on the row", async () => {
  const user = userEvent.setup({ delay: null });
  const onSave = jest.fn(async () => null);
  render(<Row onSave={onSave} />);
  const rowButton = screen.getByRole("button", { name: /H-E-B/ });

  rowButton.focus();
  await user.keyboard("{Enter}");
  expect(rowButton).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByRole("textbox", { name: "Notes" }));
  await user.keyboard("weekly shop{Escape}");
  expect(screen.queryByRole("textbox", { name: "Notes" })).toBeNull();
  expect(rowButton).toHaveAttribute("aria-expanded", "false");
  expect(rowButton).toHaveFocus();

  await user.keyboard("{Enter}");
  expect(screen.getByRole("textbox", { name: "Notes" })).toHaveValue("");
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(rowButton).toHaveFocus();
  expect(onSave).not.toHaveBeenCalled();
});
