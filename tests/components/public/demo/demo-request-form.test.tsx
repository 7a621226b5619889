import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DemoRequestForm } from "@/components/public/demo/demo-request-form";

type Answer = { didRequest: boolean; error: string | null; errorField: string | null };

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

describe("DemoRequestForm", () => {
  it("shows every field's message on an empty submit and sends nothing", async () => {
    const fetchMock = answerWith({ didRequest: true, error: null, errorField: null });
    render(<DemoRequestForm />);

    submit();

    for (const message of [
      "Enter your name",
      "Enter a valid work email",
      "Enter your company's name",
      "Enter your number of employees, 1 or more",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the request once, with the CSRF header and an idempotency key, then confirms and takes focus", async () => {
    const fetchMock = answerWith({ didRequest: true, error: null, errorField: null });
    render(<DemoRequestForm />);
    fillValidForm();

    submit();

    const confirmation = await screen.findByRole("status");
    expect(confirmation).toHaveTextContent("Thanks, your request is in");
    expect(confirmation).toHaveTextContent("morgan@harbor.example");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers["x-graphql-yoga-csrf"]).toBe("1");
    expect(headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body)).variables.input).toEqual({
      name: "Morgan Ellis",
      workEmail: "morgan@harbor.example",
      company: "Harbor Charter Schools",
      employeeCount: 240,
      preferredTime: "Any time",
    });
    await waitFor(() => expect(confirmation).toHaveFocus());
  });

  it("puts a server message on its field and keeps what was typed", async () => {
    answerWith({ didRequest: false, error: "Enter a valid work email", errorField: "workEmail" });
    render(<DemoRequestForm />);
    fillValidForm();

    submit();

    expect(await screen.findByText("Enter a valid work email")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Harbor Charter Schools");
  });

  it("shows the rate limit as an alert", async () => {
    answerWith({ didRequest: false, error: "Too many attempts. Please try again later", errorField: null });
    render(<DemoRequestForm />);
    fillValidForm();

    submit();

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later");
  });
});
