import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useLazyZodResolver, useLoadedSchema } from "@/components/forms/use-lazy-zod-resolver";

// A form whose schema is built from a prop, as the password steps build theirs from the account's email.
const notTheEmail = (email: string) =>
  z.object({ password: z.string().refine((password) => password !== email, "Do not use your email as your password.") });

function PasswordForm({ email }: { email: string }) {
  const resolver = useLazyZodResolver(async () => notTheEmail(email), [email]);
  const schema = useLoadedSchema(resolver);
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ resolver, defaultValues: { password: "" } });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <input aria-label="Password" {...register("password")} />
      <p>{schema ? "checking as you type" : "loading"}</p>
      <p role="alert">{formState.errors.password?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

test("the form checks with the schema it loads on mount, and with a new one when what it is built from changes", async () => {
  const user = userEvent.setup();
  const { rerender } = render(<PasswordForm email="a@example.com" />);
  expect(await screen.findByText("checking as you type")).toBeInTheDocument();

  await user.type(screen.getByLabelText("Password"), "a@example.com");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Do not use your email as your password.")).toBeInTheDocument();

  rerender(<PasswordForm email="b@example.com" />);
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(""));
});
