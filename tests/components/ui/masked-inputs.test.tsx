import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, Controller } from "react-hook-form";
import { AmountInput } from "@/components/ui/amount-input";
import { PercentInput } from "@/components/ui/percent-input";
import { ScoreInput } from "@/components/ui/score-input";
import { DateInput } from "@/components/ui/date-input";
import { PhoneInput } from "@/components/ui/phone-input";
import { SsnInput } from "@/components/ui/ssn-input";
import { FormField } from "@/components/ui/form-field";
import type { MaskedValueProps } from "@/components/ui/masked-input";

/** Renders a masked input controlled by state and shows the raw value it reports. */
function Harness({ Input, initial = "" }: { Input: (props: Pick<MaskedValueProps, "value" | "onChange">) => React.ReactNode; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Field">
        <Input value={value} onChange={setValue} />
      </FormField>
      <output data-testid="raw">{value}</output>
    </>
  );
}

async function typeInto(text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText("Field");
  await user.type(field, text);
  return field;
}

describe("AmountInput", () => {
  it("shows $ and thousands separators and reports the bare number", async () => {
    render(<Harness Input={AmountInput} />);
    const field = await typeInto("1234.5");
    expect(field).toHaveValue("$1,234.5");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^1234\.5$/);
  });

  it("ignores letters and keeps two decimals", async () => {
    render(<Harness Input={AmountInput} />);
    const field = await typeInto("9a9.999");
    expect(field).toHaveValue("$99.99");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^99\.99$/);
  });

  it("formats a value given by the form", async () => {
    render(<Harness Input={AmountInput} initial="2500000" />);
    await waitFor(() => expect(screen.getByLabelText("Field")).toHaveValue("$2,500,000"));
  });
});

describe("PercentInput", () => {
  it("adds the % suffix and reports the number", async () => {
    render(<Harness Input={PercentInput} />);
    const field = await typeInto("5.25");
    expect(field).toHaveValue("5.25 %");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^5\.25$/);
  });
});

describe("ScoreInput", () => {
  it("accepts whole numbers only", async () => {
    render(<Harness Input={ScoreInput} />);
    const field = await typeInto("7.5a0");
    expect(field).toHaveValue("750");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^750$/);
  });
});

describe("DateInput", () => {
  it("formats MM/DD/YYYY and reports the formatted date", async () => {
    render(<Harness Input={DateInput} />);
    const field = await typeInto("01152000");
    expect(field).toHaveValue("01/15/2000");
    expect(screen.getByTestId("raw")).toHaveTextContent("01/15/2000");
  });
});

describe("PhoneInput", () => {
  it("formats (xxx) xxx xxxx and reports up to ten digits", async () => {
    render(<Harness Input={PhoneInput} />);
    const field = await typeInto("512555014299");
    expect(field).toHaveValue("(512) 555 0142");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^5125550142$/);
  });

  it("does not accept 0 as the first digit", async () => {
    render(<Harness Input={PhoneInput} />);
    const field = await typeInto("0");
    expect((field as HTMLInputElement).value).not.toContain("0");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^$/);
    await userEvent.setup().type(field, "5");
    expect(field).toHaveValue("(5");
  });
});

describe("SsnInput", () => {
  it("formats XXX-XX-XXXX, reports the digits, and is hidden until shown", async () => {
    const user = userEvent.setup();
    render(<Harness Input={SsnInput} />);
    const field = await typeInto("123a456789");
    expect(field).toHaveValue("123-45-6789");
    expect(screen.getByTestId("raw")).toHaveTextContent(/^123456789$/);
    expect(field).toHaveAttribute("type", "password");
    expect(field).toHaveAttribute("autocomplete", "off");

    await user.click(screen.getByRole("button", { name: "Show Social Security number" }));
    expect(field).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide Social Security number" }));
    expect(field).toHaveAttribute("type", "password");
  });
});

describe("with react-hook-form's Controller", () => {
  it("stores the unmasked value in the form", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function IncomeForm() {
      const { control, handleSubmit } = useForm({ defaultValues: { income: "" } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="income"
            control={control}
            render={({ field }) => (
              <FormField label="Annual Income">
                <AmountInput {...field} />
              </FormField>
            )}
          />
          <button type="submit">Next</button>
        </form>
      );
    }
    render(<IncomeForm />);
    await user.type(screen.getByLabelText("Annual Income"), "85000");
    expect(screen.getByLabelText("Annual Income")).toHaveValue("$85,000");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onSubmit).toHaveBeenCalledWith({ income: "85000" }, expect.anything());
  });
});
