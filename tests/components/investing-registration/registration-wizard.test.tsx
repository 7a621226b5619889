import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { render } from "@testing-library/react";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { ToastProvider } from "@/components/ui/toast";
import { RegistrationWizard } from "@/components/investing-registration/registration-wizard";
import { fakeGraphQL, type FakeAnswer } from "@/tests/helpers/fake-graphql-fetch";

const push = jest.fn();
let search = "";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  useSearchParams: () => new URLSearchParams(search),
}));

const account = (patch: Record<string, unknown>) => ({
  __typename: "ApexAccount",
  id: "row-1",
  accountId: "ACC-1",
  accountType: "ROTH_IRA",
  registrationType: "ROTH_IRA_REGISTRATION",
  nickname: null,
  accountNumber: "5AB12345",
  state: "PENDING",
  isRollover: false,
  modelPortfolio: null,
  ...patch,
});

const start = (accounts: unknown[]): FakeAnswer => ({
  data: { authenticationInfo: { __typename: "AuthenticationInfo", id: "u1", email: "robin@example.com" }, apexAccounts: accounts },
});

const draftView = (patch: Record<string, unknown> = {}) => ({
  __typename: "RegistrationDraft",
  accountType: "INDIVIDUAL",
  stepName: null,
  taxIdLastFour: null,
  lnpId: null,
  phoneVerified: false,
  draft: {
    __typename: "RegistrationDraftFields",
    accountType: "INDIVIDUAL",
    isRollover: false,
    recoveryEmail: "",
    firstName: "Robin",
    lastName: "Harbor",
    birthday: "",
    phoneNumber: "",
    socialSecurityConfirm: false,
    residentialAddress: null,
    residentialAddressAptUnit: null,
    mailingAddressSame: false,
    mailingAddress: null,
    mailingAddressAptUnit: null,
    employmentStatus: null,
    occupation: null,
    employerName: null,
    incomeRange: null,
    netWorthRange: null,
    investmentObjective: null,
    recentTaxFilingStatus: null,
    disclosures: null,
    trustedContact: null,
  },
  ...patch,
});

function renderWizard(query = "") {
  search = query;
  return render(
    <GraphQLProvider>
      <ToastProvider>
        <RegistrationWizard manifestEnabled />
      </ToastProvider>
    </GraphQLProvider>,
  );
}

/** What the address bar shows: each step is recorded there, so a reload resumes on it. */
const address = () => window.location.pathname + window.location.search;

beforeEach(() => {
  push.mockClear();
  window.history.replaceState(null, "", "/investing/register");
});

test("without unfinished accounts it starts on the account selection; choosing a type saves the draft and goes to intro", async () => {
  const user = userEvent.setup();
  const sent = fakeGraphQL({
    RegistrationStart: [start([])],
    RegistrationDraft: [{ data: { registrationDraft: draftView() } }],
    SaveRegistrationDraft: [{ data: { saveRegistrationDraft: { __typename: "SaveRegistrationDraftPayload", error: null, errorField: null, registrationDraft: draftView({ stepName: "intro" }) } } }],
  });
  renderWizard();
  await screen.findByRole("heading", { name: "What kind of account do you want?" });
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(screen.getByRole("radio", { name: /Brokerage/ })).toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: /Brokerage/ }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "Let's verify your information" });
  expect(screen.getByRole("button", { name: "Get Started" })).toBeInTheDocument();
  const save = sent.find((operation) => operation.operationName === "SaveRegistrationDraft");
  expect(save?.variables).toMatchObject({ accountType: "INDIVIDUAL", stepName: "intro", draft: { isRollover: false } });
  expect(save?.variables.draft).not.toHaveProperty("accountType");
  expect(address()).toBe("/investing/register?stepName=intro&accountType=INDIVIDUAL");
});

test("a rollover flow hides the general account; choosing the rollover account goes to /investing/rollover", async () => {
  const user = userEvent.setup();
  fakeGraphQL({ RegistrationStart: [start([])] });
  renderWizard("rollover=true");
  await screen.findByRole("heading", { name: "What kind of account do you want?" });
  expect(screen.queryByRole("radio", { name: /Brokerage/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: /Rollover Account/ }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(push).toHaveBeenCalledWith("/investing/rollover");
});

test("resume lists unfinished accounts: a PENDING one goes back to the agreements, whose Back is disabled", async () => {
  const user = userEvent.setup();
  fakeGraphQL({
    RegistrationStart: [start([account({}), account({ accountId: "ACC-2", state: "ACTIVE", modelPortfolio: { __typename: "ApexModelPortfolio", id: "m1" } })])],
    RegistrationAgreements: [
      { data: { apexAgreements: [{ __typename: "ApexAgreement", agreementId: "ag-1", agreementName: "Customer Account Agreement", agreementUri: "https://example.com/a.pdf", agreementState: "PENDING" }] } },
    ],
  });
  renderWizard();
  await screen.findByRole("heading", { name: "Open new account or resume" });
  const listed = screen.getAllByRole("button", { name: /Roth IRA/ });
  expect(listed).toHaveLength(1);
  await user.click(listed[0]!);
  await screen.findByRole("heading", { name: "Almost there!" });
  expect(address()).toBe("/investing/register?stepName=success&accountType=ROTH_IRA&accountId=ACC-1");
  expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
  expect(screen.getByRole("link", { name: /Our privacy commitment/ })).toHaveAttribute("href", "/privacy");
  expect(screen.getByRole("link", { name: /Form CRS \(Client/ })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Form ADV Part 2A/ })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Apex Clearing Form CRS/ })).toBeInTheDocument();
  const affirm = await screen.findByRole("button", { name: "Affirm & Continue" });
  await screen.findByRole("link", { name: /Customer Account Agreement/ });
  expect(affirm).toBeDisabled();
  await user.click(screen.getByLabelText("I have read and agree to the Customer Account Agreement."));
  expect(affirm).toBeEnabled();
});

test("a reload on a step keeps it; a verified phone skips verifyPhone", async () => {
  fakeGraphQL({
    RegistrationStart: [start([])],
    RegistrationDraft: [{ data: { registrationDraft: draftView({ phoneVerified: true }) } }],
  });
  renderWizard("stepName=verifyPhone&accountType=INDIVIDUAL");
  await screen.findByRole("heading", { name: "What's your Social Security number?" });
  await waitFor(() => expect(address()).toBe("/investing/register?stepName=socialSecurity&accountType=INDIVIDUAL"));
});

test("the investment strategy screen: quiz and browse links, the manifest only with a transfer intent", async () => {
  fakeGraphQL({ RegistrationStart: [start([account({ state: "SUBMITTED", accountType: "TRADITIONAL_IRA" })])], RegistrationDraft: [{ data: { registrationDraft: draftView() } }] });
  renderWizard("stepName=investmentStrategy&accountId=ACC-1&transferIntentId=ti-9");
  await screen.findByRole("heading", { name: "Now, let's get your ideal investment strategy" });
  expect(screen.getByRole("link", { name: "Take risk tolerance quiz" })).toHaveAttribute("href", "/investing/kyc?accountId=ACC-1");
  expect(screen.getByRole("link", { name: "Pick my own instead" })).toHaveAttribute("href", "/investing/ACC-1/browse");
  expect(screen.getByRole("link", { name: "Continue Manifest Rollover (Recommended)" })).toHaveAttribute(
    "href",
    "/investing/rollover/manifest/ti-9?stepIndex=1&tradAccountId=ACC-1",
  );
  expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
});
