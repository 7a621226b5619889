import { render, screen } from "@testing-library/react";

import { CoachingUpsell } from "@/components/coaching/coaching-upsell";

test("a platform-only member is told what coaching adds and how to get it, with nothing to book", () => {
  render(<CoachingUpsell />);
  expect(screen.getByRole("heading", { name: "What coaching adds" })).toBeInTheDocument();
  expect(screen.getByText(/adds unlimited 1-on-1 time with a licensed financial coach/)).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "How to get coaching" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Read more about coaching" })).toHaveAttribute("href", "/financial-wellness-coaching");
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});
