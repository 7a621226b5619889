import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { AmountInput } from "@/components/ui/amount-input";
import { DateInput } from "@/components/ui/date-input";
import { FormField } from "@/components/ui/form-field";
import { loadInputMasks, type MaskedValueProps } from "@/components/ui/masked-input";
import { PercentInput } from "@/components/ui/percent-input";
import { PhoneInput } from "@/components/ui/phone-input";
import { ScoreInput } from "@/components/ui/score-input";
import { SsnInput } from "@/components/ui/ssn-input";

// A cleared masked field is empty, in what it shows and in the form's value, whatever cleared it: the form
// (setValue, reset), the person (select all + Delete), or an input event that empties it (the browser's clear).

type Values = { value?: string };
type FieldProps = Pick<MaskedValueProps, "value" | "onChange" | "onBlur" | "name" | "ref" | "disabled">;

const kinds: Array<[name: string, Input: ComponentType<FieldProps>, typed: string, shown: string, stored: string]> = [
  ["AmountInput", AmountInput, "1234.5", "$1,234.5", "1234.5"],
  ["PercentInput", PercentInput, "5.25", "5.25 %", "5.25"],
  ["ScoreInput", ScoreInput, "750", "750", "750"],
  ["DateInput", DateInput, "01152000", "01/15/2000", "01/15/2000"],
  ["PhoneInput", PhoneInput, "5125550142", "(512) 555 0142", "5125550142"],
  ["SsnInput", SsnInput, "123456789", "123-45-6789", "123456789"],
];

// imask loads with the first masked field; loaded ahead, each field here is masked from its first render.
beforeAll(() => loadInputMasks());

function renderForm(Input: ComponentType<FieldProps>, defaultValue?: string) {
  const form: { current?: UseFormReturn<Values> } = {};
  function Form() {
    const methods = useForm<Values>({ defaultValues: { value: defaultValue } });
    form.current = methods;
    return (
      <Controller
        name="value"
        control={methods.control}
        render={({ field }) => (
          <FormField label="Field">
            <Input {...field} />
          </FormField>
        )}
      />
    );
  }
  render(<Form />);
  return { field: screen.getByLabelText("Field") as HTMLInputElement, form: form.current! };
}

describe.each(kinds)("%s", (_name, Input, typed, shown, stored) => {
  it("is empty after the form sets its value to ''", () => {
    const { field, form } = renderForm(Input, stored);
    expect(field).toHaveValue(shown);

    act(() => form.setValue("value", ""));
    expect(field).toHaveValue("");
    expect(form.getValues("value")).toBe("");
  });

  it("is empty after the form is reset, with nothing in the form's value", async () => {
    const { field, form } = renderForm(Input);
    await userEvent.setup().type(field, typed);
    expect(field).toHaveValue(shown);
    expect(form.getValues("value")).toBe(stored);

    act(() => form.reset());
    expect(field).toHaveValue("");
    expect(form.getValues("value")).toBeUndefined();
  });

  it("is empty after the person selects everything and deletes it", async () => {
    const user = userEvent.setup();
    const { field, form } = renderForm(Input);
    await user.type(field, typed);

    await user.keyboard("{Control>}a{/Control}{Delete}");
    expect(field).toHaveValue("");
    expect(form.getValues("value")).toBe("");
  });

  it("is empty after an input event empties it (a script, or the browser's own clear)", () => {
    const { field, form } = renderForm(Input, stored);

    fireEvent.input(field, { target: { value: "" } });
    expect(field).toHaveValue("");
    expect(form.getValues("value")).toBe("");
  });

  it("is empty after an input event empties it while the caret is inside the value", async () => {
    const user = userEvent.setup();
    const { field, form } = renderForm(Input, stored);
    await user.click(field);
    await user.keyboard("{Home}{ArrowRight}{ArrowRight}{ArrowRight}");

    fireEvent.input(field, { target: { value: "" } });
    expect(field).toHaveValue("");
    expect(form.getValues("value")).toBe("");
  });

  it("takes a new value after being cleared", async () => {
    const user = userEvent.setup();
    const { field, form } = renderForm(Input, stored);
    act(() => form.setValue("value", ""));

    await user.type(field, typed);
    expect(field).toHaveValue(shown);
    expect(form.getValues("value")).toBe(stored);
  });
});
