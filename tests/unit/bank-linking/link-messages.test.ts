import { ALREADY_LINKED_MESSAGE, LINK_ERROR_MESSAGE, linkErrorMessage, linkSuccessMessage } from "@/lib/bank-linking/link-messages";

describe("account link messages (001 §8)", () => {
  test("the duplicate answer names the institution, or 'this institution'", () => {
    expect(linkErrorMessage(ALREADY_LINKED_MESSAGE, "Tartan Bank")).toBe(
      "Accounts already added for this institution. Please remove all accounts associated with Tartan Bank if you wish to re-link.",
    );
    for (const name of [undefined, null, "  "]) {
      expect(linkErrorMessage(ALREADY_LINKED_MESSAGE, name)).toBe(
        "Accounts already added for this institution. Please remove all accounts associated with this institution if you wish to re-link.",
      );
    }
  });

  test("any other answer is the generic message", () => {
    for (const error of ["", "Something else", LINK_ERROR_MESSAGE]) {
      expect(linkErrorMessage(error, "Tartan Bank")).toBe("Error connecting to institution. Please try again later.");
    }
  });

  test("the success toast", () => {
    expect(linkSuccessMessage("Tartan Bank")).toBe("Tartan Bank accounts added");
  });
});
