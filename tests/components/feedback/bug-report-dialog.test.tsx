import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BugReportDialog } from "@/components/feedback/bug-report-dialog";
import { ToastProvider } from "@/components/ui/toast";
import { BUG_REPORT_MESSAGES, SCREENSHOT_MAX_BYTES } from "@/lib/feedback/feedback-schema";
import { mockGraphQLClient } from "../health/mock-graphql-client";

// 'Report a Bug': what happened is required; the page and browser are shown and sent; a screenshot is uploaded to
// the signed link first and its key sent with the report.

jest.setTimeout(30_000);

const CONTEXT = { pagePath: "/budget?period=2026-11-01", userAgent: "TestBrowser/1.0" };
const UPLOAD = { key: "users/u1/bug-report-screenshot/abc", url: "http://localhost/api/storage/users/u1/bug-report-screenshot/abc?sig=1", method: "PUT", headers: [{ name: "Content-Type", value: "image/png" }] };

function setup(reportAnswer: { error: string | null; errorField: string | null } = { error: null, errorField: null }) {
  const graphql = mockGraphQLClient({
    CreateBugReportScreenshotUploadLink: () => ({ data: { createBugReportScreenshotUploadLink: { error: null, upload: UPLOAD } } }),
    ReportBug: () => ({ data: { reportBug: { ...reportAnswer, bugReport: reportAnswer.error ? null : { id: "b1" } } } }),
  });
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <BugReportDialog context={CONTEXT} onClose={onClose} />
    </ToastProvider>,
    { wrapper: graphql.wrapper },
  );
  return { user: userEvent.setup({ applyAccept: false }), calls: graphql.calls, onClose };
}

const reports = (calls: ReturnType<typeof setup>["calls"]) =>
  calls.filter((call) => call.name === "ReportBug").map((call) => call.variables.bugReport);

const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }));
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test("what happened is required; nothing is sent without it", async () => {
  const { user, calls } = setup();
  await user.click(screen.getByRole("button", { name: "Send report" }));
  expect(await screen.findByText(BUG_REPORT_MESSAGES.descriptionRequired)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: /What happened/ })).toHaveAttribute("aria-invalid", "true");
  expect(reports(calls)).toEqual([]);
});

test("shows and sends the page and browser with the description, then thanks and closes", async () => {
  const { user, calls, onClose } = setup();
  expect(screen.getByText(CONTEXT.pagePath)).toBeInTheDocument();
  expect(screen.getByText(CONTEXT.userAgent)).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: /What happened/ }), "The chart is blank");
  await user.click(screen.getByRole("button", { name: "Send report" }));

  expect(await screen.findByText(BUG_REPORT_MESSAGES.sent)).toBeInTheDocument();
  expect(reports(calls)).toEqual([{ description: "The chart is blank", ...CONTEXT, screenshotKey: null }]);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(onClose).toHaveBeenCalled();
});

test("a screenshot is PUT to the signed link and its key sent with the report", async () => {
  const { user, calls } = setup();
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "screen.png", { type: "image/png" });
  await user.upload(screen.getByLabelText("Screenshot (optional)"), png);
  expect(screen.getByText("screen.png")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: /What happened/ }), "Button overlaps");
  await user.click(screen.getByRole("button", { name: "Send report" }));

  await screen.findByText(BUG_REPORT_MESSAGES.sent);
  expect(fetchMock).toHaveBeenCalledWith(UPLOAD.url, expect.objectContaining({ method: "PUT", headers: { "Content-Type": "image/png" }, body: png }));
  expect(reports(calls)).toEqual([expect.objectContaining({ screenshotKey: UPLOAD.key })]);
});

test("a file that is not a PNG or JPEG, or over 5 MB, is refused before anything is sent", async () => {
  const { user, calls } = setup();
  const input = screen.getByLabelText("Screenshot (optional)");
  await user.upload(input, new File(["GIF89a"], "anim.gif", { type: "image/gif" }));
  expect(screen.getByText(BUG_REPORT_MESSAGES.screenshotType)).toBeInTheDocument();
  expect(input).toHaveAttribute("aria-invalid", "true");

  const big = new File([new Uint8Array(SCREENSHOT_MAX_BYTES + 1)], "huge.png", { type: "image/png" });
  await user.upload(input, big);
  expect(screen.getByText(BUG_REPORT_MESSAGES.screenshotTooLarge)).toBeInTheDocument();
  expect(screen.queryByText("huge.png")).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

test("the server's refusal is shown and the form stays open", async () => {
  const { user, onClose } = setup({ error: "Too many attempts. Please try again later", errorField: null });
  await user.type(screen.getByRole("textbox", { name: /What happened/ }), "Again");
  await user.click(screen.getByRole("button", { name: "Send report" }));
  expect(await screen.findByText("Too many attempts. Please try again later")).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
