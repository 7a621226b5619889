import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DemoRequestForm } from "@/components/public/demo/demo-request-form";

type Answer = { didRequest: boolean; error: string | null; fieldErrors: { field: string; message: string }[] };

function answerWith(payload: Answer | "offline") {
  const fetchMock = jest.fn(async () => {
    if (payload === "offline") throw new TypeError("Failed to fetch");
    // jsdom has no Response: the form only reads json().
    return { json: async () => ({ data: { requestDemo: payload } }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function fillValidForm() {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Morgan Ellis" } });
  fireEvent.change(screen.getByLabelText(/^Work email/), { target: { value: "morgan@harbor.example" } });
  fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: "Harbor Charter Schools" } });
  fireEvent.change(screen.getByLabelText(/^Number of employees/), { target: { value: "240" } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Request a Demo" }));
const sentInput = (fetchMock: jest.Mock) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).variables.input;

describe("DemoRequestForm", () => {
  it("sends the request once, with the CSRF header and an idempotency key, then confirms and takes focus", async () => {
    const fetchMock = answerWith({ didRequest: true, error: null, fieldErrors: [] });
    render(<DemoRequestForm />);
    fillValidForm();

    submit();

    const confirmation = await screen.findByRole("status");
    expect(confirmation).toHaveTextContent("Thanks, your request is in");
    expect(confirmation).toHaveTextContent("morgan@harbor.example");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers["x-graphql-yoga-csrf"]).toBe("1");
    expect(headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentInput(fetchMock)).toEqual({
      name: "Morgan Ellis",
      workEmail: "morgan@harbor.example",
      company: "Harbor Charter Schools",
      employeeCount: 240,
      preferredTime: "Any time",
    });
    await waitFor(() => expect(confirmation).toHaveFocus());
  });

  it("shows every field's message from the server by its field, keeps what was typed and focuses the first", async () => {
    const fetchMock = answerWith({
      didRequest: false,
      error: "Enter a valid work email",
      fieldErrors: [
        { field: "workEmail", message: "Enter a valid work email" },
        { field: "employeeCount", message: "Enter your number of employees, 1 or more" },
      ],
    });
    render(<DemoRequestForm />);
    fillValidForm();
    fireEvent.change(screen.getByLabelText(/^Number of employees/), { target: { value: "12.5" } });

    submit();

    const email = screen.getByLabelText(/^Work email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription("Enter a valid work email"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Number of employees/)).toHaveAccessibleDescription(
      "Enter your number of employees, 1 or more",
    );
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Harbor Charter Schools");
    // A count that is not a whole number goes as null, for the server to explain.
    expect(sentInput(fetchMock).employeeCount).toBeNull();

    fireEvent.change(email, { target: { value: "morgan@harbor-schools.example" } });
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("shows the rate limit as an alert", async () => {
    answerWith({ didRequest: false, error: "Too many attempts. Please try again later", fieldErrors: [] });
    render(<DemoRequestForm />);
    fillValidForm();

    submit();

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later");
  });

  it("says so when the server cannot be reached, keeping the form", async () => {
    jest.useFakeTimers();
    answerWith("offline");
    render(<DemoRequestForm />);
    fillValidForm();

    submit();
    await jest.runAllTimersAsync();

    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach our server.");
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Morgan Ellis");
    jest.useRealTimers();
  });
});
