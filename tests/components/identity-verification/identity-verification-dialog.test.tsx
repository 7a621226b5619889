import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IdentityVerificationDialog, type VerificationField } from "@/components/identity-verification/identity-verification-dialog";
import { ToastProvider } from "@/components/ui/toast";
import { UPLOAD_MESSAGES } from "@/lib/identity-verification/identity-verification-rules";
import { mockGraphQLClient } from "../health/mock-graphql-client";

// The identity verification dialog (001 §2, §4, §5, §8): pick a field, an ID type, one file; the upload sequence
// (link, PUT with the file's type, 200, updateApexInvestigation); back to step 1 until every field is done.

jest.setTimeout(30_000);

const LINK = "http://localhost/api/storage/users/u1/identity-document/abc?sig=1";
const FIELDS: VerificationField[] = [
  { key: "nameVerified", label: "Name", value: false, uploaded: false },
  { key: "addressVerified", label: "Address", value: false, uploaded: false },
  { key: "taxIdVerified", label: "Tax ID", value: false, uploaded: false },
  { key: "birthDateVerified", label: "Date of Birth", value: true, uploaded: false },
];

const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }));
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({ ok: true, status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function setup(fields = FIELDS) {
  let documents = 0;
  const graphql = mockGraphQLClient({
    CreateIdentityDocumentUploadLink: () => {
      documents += 1;
      return { data: { createIdentityDocumentUploadLink: { error: null, uploadLink: LINK, documentId: `d${documents}` } } };
    },
    UpdateApexInvestigation: () => ({ data: { updateApexInvestigation: { error: null, didUpdate: true } } }),
  });
  const onUploaded = jest.fn();
  const onOpenChange = jest.fn();
  render(
    <ToastProvider>
      <IdentityVerificationDialog open onOpenChange={onOpenChange} investigationId="inv-1" fields={fields} onUploaded={onUploaded} />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return { user: userEvent.setup({ applyAccept: false }), calls: graphql.calls, onUploaded, onOpenChange };
}

const next = () => screen.getByRole("button", { name: "Next" });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "license.png", { type: "image/png" });

async function chooseFieldAndType(user: ReturnType<typeof userEvent.setup>, field: string, type: string) {
  await user.click(screen.getByRole("radio", { name: new RegExp(`^${field}`) }));
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: type }));
  await user.click(next());
}

test("step 1 lists the fields; verified ones are done and cannot be picked; one must be picked to go on", async () => {
  const { user } = setup();
  expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "What would you like to verify?" })).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /Date of Birth/ })).toBeDisabled();
  expect(screen.getByText("Verified")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  expect(next()).toBeDisabled();
  await user.click(screen.getByRole("radio", { name: /^Tax ID/ }));
  expect(next()).toBeEnabled();
});

test("step 2 offers the ID types for the field and needs one; Back returns to step 1", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("radio", { name: /^Tax ID/ }));
  await user.click(next());
  expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Select the ID type you want to upload" })).toBeInTheDocument();
  expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Social Security Document", "IRS ITIN Letter"]);
  expect(next()).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Back" }));
  expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
});

test("step 3: Submit waits for a file; an image shows a preview name and Delete clears it; a GIF is refused", async () => {
  const { user } = setup();
  await chooseFieldAndType(user, "Name", "Passport");
  expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
  const submit = screen.getByRole("button", { name: "Submit" });
  expect(submit).toBeDisabled();
  const input = screen.getByLabelText("Your ID");
  await user.upload(input, new File(["GIF89a"], "id.gif", { type: "image/gif" }));
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(submit).toBeDisabled();
  await user.upload(input, png());
  expect(screen.getByText("license.png")).toBeInTheDocument();
  expect(submit).toBeEnabled();
  await user.click(screen.getByRole("button", { name: "Delete license.png" }));
  expect(screen.queryByText("license.png")).not.toBeInTheDocument();
  expect(submit).toBeDisabled();
});

test("a successful upload runs the sequence, toasts, marks the covered fields done and returns to step 1", async () => {
  const { user, calls, onUploaded } = setup();
  await chooseFieldAndType(user, "Name", "Driver's License");
  await user.upload(screen.getByLabelText("Your ID"), png());
  await user.click(screen.getByRole("button", { name: "Submit" }));

  expect(await screen.findByText(UPLOAD_MESSAGES.success)).toBeInTheDocument();
  expect(calls.filter((call) => call.name === "CreateIdentityDocumentUploadLink").map((call) => call.variables)).toEqual([
    { uploadFile: { mimeType: "image_png", documentType: "DRIVERS_LICENSE", size: 4 } },
  ]);
  expect(fetchMock).toHaveBeenCalledWith(LINK, expect.objectContaining({ method: "PUT", headers: { "Content-Type": "image/png" } }));
  expect(calls.filter((call) => call.name === "UpdateApexInvestigation").map((call) => call.variables)).toEqual([
    { investigationId: "inv-1", documentIds: ["d1"] },
  ]);
  expect(onUploaded).toHaveBeenCalled();
  expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: /^Name/ })).toBeDisabled();
  expect(screen.getByRole("radio", { name: /^Address/ })).toBeDisabled();
  expect(screen.getByRole("radio", { name: /^Tax ID/ })).toBeEnabled();

  await chooseFieldAndType(user, "Tax ID", "Social Security Document");
  await user.upload(screen.getByLabelText("Your ID"), new File(["%PDF-1.7"], "ssn.pdf", { type: "application/pdf" }));
  expect(screen.getByText("ssn.pdf")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Submit" }));
  expect(await screen.findByRole("heading", { name: "We're reviewing your ID" })).toBeInTheDocument();
  expect(screen.getByText("Step 4 of 4")).toBeInTheDocument();
  expect(screen.getByText(/3-5 business days/)).toBeInTheDocument();
});

test("a PUT answered other than 200 toasts the upload error, stays on step 3 and tells the investigation nothing", async () => {
  fetchMock.mockImplementation(async () => ({ ok: false, status: 403 }));
  const { user, calls, onUploaded } = setup();
  await chooseFieldAndType(user, "Address", "State ID Card");
  await user.upload(screen.getByLabelText("Your ID"), png());
  await user.click(screen.getByRole("button", { name: "Submit" }));

  const alerts = await screen.findAllByText(UPLOAD_MESSAGES.error);
  expect(alerts.length).toBeGreaterThan(0);
  expect(calls.some((call) => call.name === "UpdateApexInvestigation")).toBe(false);
  expect(onUploaded).not.toHaveBeenCalled();
  expect(screen.getByText("Step 3 of 4")).toBeInTheDocument();
  expect(within(screen.getByRole("dialog")).getByRole("button", { name: "Submit" })).toBeEnabled();
});
