import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Select } from "@/components/ui/select";
import { Checkbox } from "@/components/ui/checkbox";
import { Button } from "@/components/ui/button";

describe("FormField", () => {
  it("labels its control and describes it with the hint", () => {
    render(
      <FormField label="Recovery email" hint="We use it if you lose access to your main email" required>
        <TextInput type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Recovery email/);
    expect(input).toHaveAccessibleDescription("We use it if you lose access to your main email");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("marks the control invalid and reads the error with it", () => {
    render(
      <FormField label="Email" hint="Work or personal" error="Please enter a valid email">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Work or personal Please enter a valid email");
  });

  it("works with react-hook-form's register and its errors", async () => {
    const user = userEvent.setup();
    function Form() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<{ email: string; status: string; remember: boolean }>();
      return (
        <form onSubmit={handleSubmit(() => {})} noValidate>
          <FormField label="Email" error={errors.email?.message} required>
            <TextInput {...register("email", { required: "Email is required" })} />
          </FormField>
          <FormField label="Marital Status">
            <Select placeholder="Select" {...register("status")}>
              <option value="single">Single</option>
              <option value="married">Married</option>
            </Select>
          </FormField>
          <Checkbox label="Remember this device for 30 days" {...register("remember")} />
          <Button type="submit">Submit</Button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const email = screen.getByRole("textbox", { name: /Email/ });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Email is required");
    expect(email).toHaveFocus();

    await user.selectOptions(screen.getByRole("combobox", { name: "Marital Status" }), "Married");
    expect(screen.getByRole("combobox", { name: "Marital Status" })).toHaveValue("married");
    await user.click(screen.getByText("Remember this device for 30 days"));
    expect(screen.getByRole("checkbox", { name: "Remember this device for 30 days" })).toBeChecked();
  });
});

describe("Button", () => {
  it("is a non-submitting button by default; while loading it is busy, ignores clicks and keeps focus", async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "button");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    const busy = screen.getByRole("button", { name: "Save" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toHaveAttribute("aria-busy", "true");
    // Still focusable: disabling it would send focus to the page body (Chromium's focus fixup).
    expect(busy).toHaveFocus();
    expect(busy).not.toBeDisabled();
    await user.click(busy);
    await user.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not submit its form again while loading, from a click or Enter in a field", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Name <input />
        </label>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ann{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
