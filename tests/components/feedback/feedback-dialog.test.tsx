import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FeedbackDialog } from "@/components/feedback/feedback-dialog";
import { FEEDBACK_PROMPT } from "@/lib/feedback/feedback-schema";
import { siteConfig } from "@/lib/site-config";
import { mockGraphQLClient } from "../health/mock-graphql-client";

// The feedback modal (spec 001 §4): score, then written feedback (back allowed), then thanks; the review link for a
// promoter (7 or more), only Close below 7; an error in the answer keeps the member on the text step, silently.

jest.setTimeout(30_000);

type Answer = Parameters<typeof mockGraphQLClient>[0][string];
const stored: Answer = (variables) => ({
  data: {
    createCustomerFeedback: {
      error: null,
      customerFeedback: { id: "f1", netPromoterScore: (variables.customerFeedback as { netPromoterScore: number }).netPromoterScore },
    },
  },
});

function setup(answer: Answer = stored) {
  const graphql = mockGraphQLClient({ CreateCustomerFeedback: answer });
  const onClose = jest.fn();
  render(<FeedbackDialog open onClose={onClose} />, { wrapper: graphql.wrapper });
  return { user: userEvent.setup(), calls: graphql.calls, onClose };
}

const dialog = () => screen.getByRole("dialog", { name: "Give Feedback" });
const sent = (calls: ReturnType<typeof setup>["calls"]) =>
  calls.filter((call) => call.name === "CreateCustomerFeedback").map((call) => call.variables.customerFeedback);

test("the scores are a radio group in two columns, 1 to 5 then 6 to 10, chosen with the arrow keys", async () => {
  const { user } = setup();
  const group = within(dialog()).getByRole("group", { name: FEEDBACK_PROMPT });
  const radios = within(group).getAllByRole("radio");
  expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

  await user.click(screen.getByRole("radio", { name: "5" }));
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("radio", { name: "6" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "6" })).toHaveFocus();
  expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
});

test("a promoter writes feedback with a counter, sends it, and is offered the review site and Close", async () => {
  const { user, calls } = setup();
  await user.click(screen.getByRole("radio", { name: "8" }));
  await user.click(screen.getByRole("button", { name: "Next" }));

  const text = screen.getByRole("textbox", { name: "Tell us more (optional)" });
  expect(text).toHaveFocus();
  expect(text).toHaveAccessibleDescription("0 / 1024 characters");
  await user.type(text, "Clear budgets");
  expect(screen.getByText(/13 \/ 1024/)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Submit" }));

  expect(await screen.findByText("Thank you for your feedback!")).toHaveFocus();
  expect(sent(calls)).toEqual([{ netPromoterScore: 8, feedback: "Clear budgets", prompt: FEEDBACK_PROMPT }]);
  const review = screen.getByRole("link", { name: /Write a review/ });
  expect(review).toHaveAttribute("href", siteConfig.reviewSiteUrl);
  expect(review).toHaveAttribute("target", "_blank");
  expect(within(dialog()).getAllByRole("button", { name: "Close" }).map((button) => button.textContent)).toContain("Close");
});

test("below 7 the thanks step offers only Close, which closes the modal", async () => {
  const { user, onClose } = setup();
  await user.click(screen.getByRole("radio", { name: "3" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));

  await screen.findByText("Thank you for your feedback!");
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
  // Only the footer's Close (and the dialog's × named Close): nothing else to do.
  const buttons = within(dialog()).getAllByRole("button");
  expect(buttons.map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual(["Close", "Close"]);
  await user.click(buttons.find((button) => button.textContent === "Close")!);
  expect(onClose).toHaveBeenCalled();
});

test("the text is capped at 1024 characters", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("radio", { name: "9" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  const text = screen.getByRole("textbox", { name: "Tell us more (optional)" });
  expect(text).toHaveAttribute("maxLength", "1024");
  await user.click(text);
  await user.paste("x".repeat(1030));
  expect((text as HTMLTextAreaElement).value).toHaveLength(1024);
  expect(screen.getByText(/1024 \/ 1024/)).toBeInTheDocument();
});

test("Back returns to the score with it still chosen, and the text is kept", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("radio", { name: "7" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.type(screen.getByRole("textbox"), "Draft");
  await user.click(screen.getByRole("button", { name: "Back" }));

  expect(screen.getByRole("radio", { name: "7" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(screen.getByRole("textbox")).toHaveValue("Draft");
});

test("an error in the answer keeps the member on the text step with no message", async () => {
  const { user, calls } = setup(() => ({ data: { createCustomerFeedback: { error: "Too many attempts. Please try again later", customerFeedback: null } } }));
  await user.click(screen.getByRole("radio", { name: "10" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.type(screen.getByRole("textbox"), "Love it");
  await user.click(screen.getByRole("button", { name: "Submit" }));

  expect(sent(calls)).toHaveLength(1);
  expect(screen.getByRole("textbox", { name: "Tell us more (optional)" })).toHaveValue("Love it");
  expect(screen.queryByText("Thank you for your feedback!")).not.toBeInTheDocument();
  expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
});
