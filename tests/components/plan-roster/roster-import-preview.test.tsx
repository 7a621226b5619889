import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RosterImportPreview, type RosterImportData } from "@/components/plan-roster/roster-import-preview";
import { RosterUpload } from "@/components/plan-roster/roster-upload";
import { ToastProvider } from "@/components/ui/toast";
import { mockGraphQLClient } from "@/tests/components/health/mock-graphql-client";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const base: RosterImportData = {
  id: "imp1",
  status: "PREVIEWED",
  fileName: "roster.csv",
  isFullFile: false,
  rowCount: 4,
  additionCount: 2,
  changeCount: 1,
  terminationCount: 0,
  errorCount: 0,
  progressPercent: 0,
  failureMessage: null,
  preview: {
    errors: [],
    additions: [
      { row: 2, workEmail: "ana@acme.test", name: "Ana Lopez", detail: "New employee" },
      { row: 3, workEmail: "bo@acme.test", name: "", detail: "New employee" },
    ],
    changes: [{ row: 4, workEmail: "cy@acme.test", name: "Cy Diaz", detail: "Changes department" }],
    terminations: [],
  },
};

describe("RosterImportPreview", () => {
  test("shows the counts and a sample of each kind of change", () => {
    render(<RosterImportPreview rosterImport={base} />);
    const counts = screen.getByRole("list", { name: "What the file changes" });
    expect(within(counts).getByText("New employees").nextSibling).toHaveTextContent("2");
    expect(within(counts).getByText("Rows with errors").nextSibling).toHaveTextContent("0");
    expect(screen.getByText("Changes department", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Rows with errors" })).not.toBeInTheDocument();
  });

  test("lists every error with its row number and reason", () => {
    render(
      <RosterImportPreview
        rosterImport={{
          ...base,
          errorCount: 2,
          preview: { ...base.preview, errors: [{ row: 3, reason: "Email: Enter a valid work email." }, { row: 7, reason: "Hire date: Enter the date as YYYY-MM-DD." }] },
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Fix 2 rows and upload the file again" })).toBeInTheDocument();
    const rows = within(screen.getByRole("table", { name: "Rows with errors" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["3Email: Enter a valid work email.", "7Hire date: Enter the date as YYYY-MM-DD."]);
  });
});

describe("RosterUpload", () => {
  test("uploads the file, shows the preview and offers Apply only for a file without errors", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { wrapper, calls } = mockGraphQLClient({
      UploadRosterFile: () => ({ data: { uploadRosterFile: { link: { key: "users/u/roster-file/k", url: "/upload", headers: '{"Content-Type":"text/csv"}' }, error: null } } }),
      PreviewRosterImport: () => ({ data: { previewRosterImport: { rosterImport: { ...base, errorCount: 1, preview: { ...base.preview, errors: [{ row: 2, reason: "Email: Enter a valid work email." }] } }, error: null } } }),
    });
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <RosterUpload planId="plan1" />
      </ToastProvider>,
      { wrapper },
    );
    await user.click(screen.getByRole("button", { name: "Upload and preview" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a CSV file first.");

    await user.upload(screen.getByLabelText("Roster file (CSV)"), new File(["email\nbad"], "roster.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("checkbox", { name: "This file lists every employee" }));
    await user.click(screen.getByRole("button", { name: "Upload and preview" }));
    expect(await screen.findByRole("heading", { name: "Fix 1 row and upload the file again" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/upload", expect.objectContaining({ method: "PUT" }));
    expect(calls.find((call) => call.name === "PreviewRosterImport")?.variables).toMatchObject({ isFullFile: true, fileName: "roster.csv" });
    expect(screen.queryByRole("button", { name: "Apply changes" })).not.toBeInTheDocument();
  });
});
