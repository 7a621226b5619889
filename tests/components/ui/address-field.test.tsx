import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddressField, NO_MATCHING_ADDRESS, NOT_A_STREET_ADDRESS } from "@/components/ui/address-field";
import { AddressLookupRequestError, type AddressLookupClient } from "@/components/ui/address-lookup-client";
import { LocalAddressLookup } from "@/lib/integrations/address-lookup/local-adapter";

/** The built-in list of addresses in place of our routes, counting the calls. */
function localClient(): AddressLookupClient & { suggestionCalls: string[]; sessionTokens: string[] } {
  const local = new LocalAddressLookup();
  const suggestionCalls: string[] = [];
  const sessionTokens: string[] = [];
  return {
    suggestionCalls,
    sessionTokens,
    async suggestions(text, { sessionToken }) {
      suggestionCalls.push(text);
      sessionTokens.push(sessionToken);
      return local.autocomplete(text);
    },
    async details(placeId, { sessionToken }) {
      sessionTokens.push(sessionToken);
      return local.placeDetails(placeId);
    },
  };
}

function renderField(lookup: AddressLookupClient = localClient()) {
  const onSelect = jest.fn();
  const onClear = jest.fn();
  render(<AddressField label="Residential address" onSelect={onSelect} onClear={onClear} lookup={lookup} />);
  return { onSelect, onClear, input: screen.getByRole("combobox", { name: "Residential address" }) };
}

test("typing waits, suggests, and the arrow keys and Enter choose an address", async () => {
  const user = userEvent.setup();
  const lookup = localClient();
  const { onSelect, input } = renderField(lookup);
  expect(input).toHaveAttribute("placeholder", "Street, City, State");
  expect(input).toHaveAttribute("aria-expanded", "false");

  await user.type(input, "congress aus");
  const options = await screen.findAllByRole("option");
  // One request for the whole burst of typing.
  expect(lookup.suggestionCalls).toEqual(["congress aus"]);
  expect(options.map((option) => option.textContent)).toEqual([
    "600 Congress Ave, Austin, TX, USA",
    "601 Congress Ave Suite 200, Austin, TX, USA",
    "1100 Congress Ave, Austin, TX, USA",
  ]);
  expect(input).toHaveAttribute("aria-expanded", "true");
  expect(input).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
  expect(screen.getByRole("status")).toHaveTextContent("3 addresses found");

  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
  expect(options[1]).toHaveAttribute("aria-selected", "true");
  expect(options[0]).toHaveAttribute("aria-selected", "false");
  expect(input).toHaveFocus();

  await user.keyboard("{Enter}");
  await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
  expect(onSelect).toHaveBeenCalledWith({
    placeId: expect.any(String),
    formattedAddress: "601 Congress Ave Suite 200, Austin, TX 78701, USA",
    addressLines: ["601 Congress Ave", "Suite 200"],
    locality: "Austin",
    administrativeArea: "TX",
    regionCode: "US",
    postalCode: "78701",
  });
  expect(input).toHaveValue("601 Congress Ave Suite 200, Austin, TX 78701, USA");
  expect(input).toHaveAttribute("aria-expanded", "false");
  expect(input).not.toHaveAttribute("aria-activedescendant");
  // Typing and the chosen details are one billed session.
  expect(new Set(lookup.sessionTokens).size).toBe(1);
});

test("arrow keys wrap around, Escape closes the list, and a click chooses too", async () => {
  const user = userEvent.setup();
  const { onSelect, input } = renderField();
  await user.type(input, "new york");
  const options = await screen.findAllByRole("option");
  await user.keyboard("{ArrowUp}");
  expect(input).toHaveAttribute("aria-activedescendant", options[options.length - 1]!.id);
  await user.keyboard("{ArrowDown}");
  expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);

  await user.keyboard("{Escape}");
  expect(input).toHaveAttribute("aria-expanded", "false");
  expect(input).toHaveValue("new york");
  await user.keyboard("{Enter}");
  expect(onSelect).not.toHaveBeenCalled();

  await user.keyboard("{ArrowDown}");
  expect(input).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByRole("option", { name: "1 Centre St, New York, NY, USA" }));
  await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ addressLines: ["1 Centre St"], postalCode: "10007" })));
});

test("nothing matching says so", async () => {
  const user = userEvent.setup();
  const { input } = renderField();
  await user.type(input, "Nowhere Boulevard");
  expect(await screen.findByText(NO_MATCHING_ADDRESS, { selector: "p" })).toBeVisible();
  expect(screen.getByRole("status")).toHaveTextContent(NO_MATCHING_ADDRESS);
  expect(input).toHaveAttribute("aria-expanded", "false");
});

test("editing the text after a choice clears the chosen place", async () => {
  const user = userEvent.setup();
  const { onSelect, onClear, input } = renderField();
  await user.type(input, "600 congress");
  await screen.findByRole("option");
  await user.keyboard("{ArrowDown}{Enter}");
  await waitFor(() => expect(onSelect).toHaveBeenCalled());
  expect(onClear).not.toHaveBeenCalled();
  await user.type(input, "x");
  expect(onClear).toHaveBeenCalledTimes(1);
});

test("a client passed inline is asked once per pause in typing", async () => {
  const user = userEvent.setup();
  const client = localClient();
  const onSelect = jest.fn();
  render(<AddressField label="Mailing address" onSelect={onSelect} lookup={{ suggestions: client.suggestions, details: client.details }} />);
  await user.type(screen.getByRole("combobox", { name: "Mailing address" }), "233 s wacker");
  expect(await screen.findAllByRole("option")).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(client.suggestionCalls).toEqual(["233 s wacker"]);
});

test("a place without street details, and a refused search, are explained", async () => {
  const user = userEvent.setup();
  const lookup: AddressLookupClient = {
    suggestions: async (text) => {
      if (text.startsWith("busy")) throw new AddressLookupRequestError("Too many attempts. Please try again later");
      return [{ placeId: "city-only", description: "Austin, TX, USA" }];
    },
    details: async () => null,
  };
  const { onSelect, input } = renderField(lookup);
  await user.type(input, "Austin");
  await screen.findByRole("option");
  await user.keyboard("{ArrowDown}{Enter}");
  expect(await screen.findByText(NOT_A_STREET_ADDRESS, { selector: "p" })).toBeVisible();
  expect(onSelect).not.toHaveBeenCalled();

  await user.clear(input);
  await user.type(input, "busy street");
  expect(await screen.findByText("Too many attempts. Please try again later", { selector: "p" })).toBeVisible();
});
