import { graphql } from "@/lib/graphql/client/graphql";

export const CREATE_CUSTOMER_FEEDBACK = graphql(`mutation CreateCustomerFeedback($customerFeedback: CustomerFeedbackInput!) {
  createCustomerFeedback(customerFeedback: $customerFeedback) { error customerFeedback { id netPromoterScore } }
}`);

export const CREATE_BUG_REPORT_SCREENSHOT_UPLOAD_LINK = graphql(`mutation CreateBugReportScreenshotUploadLink($contentType: String!, $size: Int!) {
  createBugReportScreenshotUploadLink(contentType: $contentType, size: $size) {
    error upload { key url method headers { name value } }
  }
}`);

export const REPORT_BUG = graphql(`mutation ReportBug($bugReport: BugReportInput!) {
  reportBug(bugReport: $bugReport) { error errorField bugReport { id } }
}`);
