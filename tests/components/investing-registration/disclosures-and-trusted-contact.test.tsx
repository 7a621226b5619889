import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STEP_REGISTRY } from "@/components/investing-registration/step-registry";
import { DisclosuresStep, NO_DISCLOSURES, setEntry, toggleDisclosure } from "@/components/investing-registration/steps/disclosures-step";
import { TrustedContactStep } from "@/components/investing-registration/steps/trusted-contact-step";
import { fakeGraphQL } from "@/tests/helpers/fake-graphql-fetch";
import { loadRegistrationSteps } from "@/components/investing-registration/load-registration-schemas";
import { renderStep } from "./wizard-test-helpers";

// The wizard loads the steps and their schemas before it shows any step; these tests use steps and Next rules on their own.
beforeAll(() => loadRegistrationSteps());

describe("disclosures (002 §4, §5)", () => {
  test("'None of these apply' clears every other disclosure; unticking a disclosure clears its names", () => {
    let value = toggleDisclosure(NO_DISCLOSURES, "hasControlCompanies", true);
    expect(value.controlCompanies).toEqual(["", ""]);
    value = toggleDisclosure(value, "hasAssociationApex", true);
    value = toggleDisclosure(value, "noDisclosures", true);
    expect(value).toEqual({ ...NO_DISCLOSURES, noDisclosures: true });
    value = toggleDisclosure(toggleDisclosure(NO_DISCLOSURES, "hasPoliticalExposureOrg", true), "hasPoliticalExposureOrg", false);
    expect(value.exposedOrgs).toEqual([]);
  });

  test("the clearing-firm and custodian disclosures add no names; broker-dealer names lose special characters", () => {
    expect(toggleDisclosure(NO_DISCLOSURES, "hasAssociationApex", true).brokerDealers).toEqual([]);
    expect(toggleDisclosure(NO_DISCLOSURES, "hasAssociationCustodian", true)).toEqual({ ...NO_DISCLOSURES, hasAssociationCustodian: true });
    const finra = toggleDisclosure(NO_DISCLOSURES, "hasAssociationFinra", true);
    expect(setEntry(finra, "brokerDealers", 0, "Acme <Securities>; LLC!").brokerDealers[0]).toBe("Acme Securities LLC");
    expect(setEntry(finra, "controlCompanies", 0, "BRK.B").controlCompanies[0]).toBe("BRK.B");
  });

  test("on screen: ticking adds two name fields, 'None of these apply' disables the rest, Next follows the rule", async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep(DisclosuresStep, STEP_REGISTRY.disclosures.isComplete);
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeDisabled();

    await user.click(screen.getByLabelText(/work for a broker-dealer/));
    expect(screen.getByLabelText("Broker-dealer name 1")).toHaveValue("");
    expect(screen.getByLabelText("Broker-dealer name 2")).toHaveValue("");
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText("Broker-dealer name 1"), "Acme* Securities");
    expect(screen.getByLabelText("Broker-dealer name 1")).toHaveValue("Acme Securities");
    await user.click(screen.getByRole("button", { name: "Remove broker-dealer name 2" }));
    expect(next).toBeEnabled();

    await user.click(screen.getByLabelText(/clearing firm/));
    expect(screen.queryByLabelText(/Apex.* 1/)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText("None of these apply"));
    expect(screen.getByLabelText(/work for a broker-dealer/)).toBeDisabled();
    expect(screen.getByLabelText(/work for a broker-dealer/)).not.toBeChecked();
    expect(screen.getByLabelText(/clearing firm/)).not.toBeChecked();
    expect(screen.queryByLabelText("Broker-dealer name 1")).not.toBeInTheDocument();
    await user.click(next);
    expect(wizard.saveAndContinue).toHaveBeenCalledWith({ disclosures: { ...NO_DISCLOSURES, noDisclosures: true } });
  });
});

describe("trusted contact (002 §5)", () => {
  afterEach(() => jest.useRealTimers());

  test("optional: Next is enabled while empty, and a chosen method needs a full name", async () => {
    const user = userEvent.setup();
    renderStep(TrustedContactStep, STEP_REGISTRY.trustedContact.isComplete);
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeEnabled();

    await user.click(screen.getByLabelText("Email"));
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText("Full name"), "Jo");
    await user.tab();
    expect(screen.getByText("Full name is required and cannot contain special characters or numbers.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Full name"));
    await user.type(screen.getByLabelText("Full name"), "Jo Harbor");
    await user.type(screen.getByLabelText(/Their email/), "jo@");
    await user.tab();
    expect(screen.getByText("Invalid email address.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Their email/), "example.com");
    expect(next).toBeEnabled();
  });

  test("left empty, the contact is saved empty (which drops one saved earlier)", async () => {
    const user = userEvent.setup();
    const { wizard } = renderStep(TrustedContactStep, STEP_REGISTRY.trustedContact.isComplete);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(wizard.saveAndContinue).toHaveBeenCalledWith({
      trustedContact: expect.objectContaining({ name: "", contactMethod: null, mailingAddress: null }),
    });
  });

  test("a name without a method asks for the method, below the choices", async () => {
    const user = userEvent.setup();
    renderStep(TrustedContactStep, STEP_REGISTRY.trustedContact.isComplete);
    await user.type(screen.getByLabelText("Full name"), "Jo Harbor");
    await user.tab();
    expect(screen.getByText("Choose how we can reach them, or clear the name to skip.")).toBeInTheDocument();
    expect(screen.queryByText(/Full name is required/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("the phone is checked by the server 500 ms after typing stops", async () => {
    jest.useFakeTimers();
    const sent = fakeGraphQL({ RegistrationCheckPhoneNumber: [{ data: { checkPhoneNumber: { __typename: "CheckPhoneNumberResult", valid: false } } }] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStep(TrustedContactStep, STEP_REGISTRY.trustedContact.isComplete);
    await user.type(screen.getByLabelText("Full name"), "Jo Harbor");
    await user.click(screen.getByLabelText("Phone"));
    const phone = screen.getByLabelText(/Their phone number/);
    await user.type(phone, "5125550199");
    fireEvent.blur(phone);
    act(() => jest.advanceTimersByTime(499));
    expect(sent.filter((operation) => operation.operationName === "RegistrationCheckPhoneNumber")).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.getByText("Please enter a valid phone number.")).toBeInTheDocument());
    expect(sent.find((operation) => operation.operationName === "RegistrationCheckPhoneNumber")?.variables).toEqual({ phoneNumber: "+15125550199" });
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  test("a phone the server accepts completes the contact", async () => {
    jest.useFakeTimers();
    fakeGraphQL({ RegistrationCheckPhoneNumber: [{ data: { checkPhoneNumber: { __typename: "CheckPhoneNumberResult", valid: true } } }] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { wizard } = renderStep(TrustedContactStep, STEP_REGISTRY.trustedContact.isComplete);
    await user.type(screen.getByLabelText("Full name"), "Jo Harbor");
    await user.click(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText(/Their phone number/), "5125550199");
    act(() => jest.advanceTimersByTime(500));
    await waitFor(() => expect(screen.getByRole("button", { name: "Next" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(wizard.saveAndContinue).toHaveBeenCalledWith({
      trustedContact: {
        name: "Jo Harbor",
        contactMethod: "phoneNumber",
        emailAddress: undefined,
        phoneNumber: "(512) 555 0199",
        mailingAddress: null,
        mailingAddressAptUnit: undefined,
      },
    });
  });
});
