// The demo form's choices, apart from the schema so the browser gets the list without the validation code.
export const preferredTimeOptions = [
  "Any time",
  "Weekday mornings (Central Time)",
  "Weekday afternoons (Central Time)",
] as const;
