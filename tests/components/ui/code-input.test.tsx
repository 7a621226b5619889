import { createRef, useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeInput, type CodeInputHandle } from "@/components/ui/code-input";

const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];
const shown = () => boxes().map((box) => box.value).join("");

describe("CodeInput", () => {
  it("labels the group and each box, and asks for a numeric keyboard and one-time-code autofill", () => {
    render(<CodeInput label="Enter the code we sent you" />);
    expect(screen.getByRole("group", { name: "Enter the code we sent you" })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveAttribute("autocomplete", "off");
    boxes().forEach((box) => expect(box).toHaveAttribute("inputmode", "numeric"));
  });

  it("moves forward as digits are typed, ignores other characters and reports the complete code", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onComplete = jest.fn();
    render(<CodeInput onChange={onChange} onComplete={onComplete} />);

    await user.click(boxes()[0]!);
    await user.keyboard("1a2-3");
    expect(shown()).toBe("123");
    expect(boxes()[3]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith("123");
    expect(onComplete).not.toHaveBeenCalled();

    await user.keyboard("456");
    expect(shown()).toBe("123456");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
  });

  it("fills every box when six digits are pasted into the first box", async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<CodeInput onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.paste("987 654");
    expect(shown()).toBe("987654");
    expect(onComplete).toHaveBeenCalledWith("987654");
  });

  it("fills every box when six digits are pasted into another box", async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(boxes()[3]!);
    await user.paste("123456");
    expect(shown()).toBe("123456");
  });

  it("clears and moves back on Backspace", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<CodeInput onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard("1234");
    expect(boxes()[4]).toHaveFocus();

    await user.keyboard("{Backspace}");
    expect(shown()).toBe("123");
    expect(boxes()[3]).toHaveFocus();

    await user.keyboard("{Backspace}");
    expect(shown()).toBe("12");
    expect(boxes()[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith("12");
  });

  it("replaces a digit when typing over it", async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(boxes()[0]!);
    await user.keyboard("12");
    await user.click(boxes()[0]!);
    await user.keyboard("7");
    expect(shown()).toBe("72");
  });

  it("clears through the ref after a failed attempt", async () => {
    const user = userEvent.setup();
    const ref = createRef<CodeInputHandle>();
    render(<CodeInput ref={ref} />);
    await user.click(boxes()[0]!);
    await user.paste("123456");
    act(() => ref.current?.clear());
    expect(shown()).toBe("");
    expect(boxes()[0]).toHaveFocus();
  });

  it("clears when a controlled value is reset", async () => {
    const user = userEvent.setup();
    function Mfa() {
      const [code, setCode] = useState("");
      return (
        <>
          <CodeInput value={code} onChange={setCode} error={code === "000000" ? "Invalid code entered" : undefined} />
          <button type="button" onClick={() => setCode("")}>
            Reset
          </button>
        </>
      );
    }
    render(<Mfa />);
    await user.click(boxes()[0]!);
    await user.paste("000000");
    expect(screen.getByRole("group")).toHaveAccessibleDescription("Invalid code entered");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(shown()).toBe("");
  });
});
