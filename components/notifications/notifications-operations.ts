import { graphql } from "@/lib/graphql/client/graphql";

// /notifications (spec 001 §2, §4, §7; issue 13).

export const NOTIFICATION_PREFERENCES = graphql(`query NotificationPreferences($unsubscribeToken: String) {
  notificationPreferences(unsubscribeToken: $unsubscribeToken) {
    error
    preferences {
      id categoryName description isCategoryEmailEnabled emailFrequency supportsWeeklyDigest canUserOptOut
      templates { id templateName isEmailEnabled canUserOptOut title description }
      subcategories { id categoryName description isCategoryEmailEnabled }
    }
  }
}`);

export const UPDATE_NOTIFICATION_PREFERENCE = graphql(`mutation UpdateNotificationPreference(
  $categoryId: ID, $templateId: ID, $subcategoryId: ID, $isEnabled: Boolean!, $unsubscribeToken: String
) {
  updateNotificationPreference(
    categoryId: $categoryId, templateId: $templateId, subcategoryId: $subcategoryId, isEnabled: $isEnabled,
    notificationType: EMAIL, unsubscribeToken: $unsubscribeToken
  ) { error didUpdate }
}`);

export const UPDATE_NOTIFICATION_FREQUENCY = graphql(`mutation UpdateNotificationFrequency(
  $categoryId: ID!, $frequency: NotificationFrequency!, $unsubscribeToken: String
) {
  updateNotificationFrequency(categoryId: $categoryId, frequency: $frequency, unsubscribeToken: $unsubscribeToken) { error didUpdate }
}`);

export const APEX_ACCOUNTS = graphql(`query ApexAccounts {
  apexAccounts {
    id accountId title nickname
    parties {
      partyId emailAddress prospectusDeliveryPreference proxyDeliveryPreference statementDeliveryPreference
      taxDocumentDeliveryPreference tradeConfirmationDeliveryPreference
    }
  }
}`);

export const UPDATE_APEX_DELIVERY_PREFERENCES = graphql(`mutation UpdateApexDeliveryPreferences($deliveryPreferences: [DeliveryPreferenceInput!]!) {
  updateApexDeliveryPreferences(deliveryPreferences: $deliveryPreferences) { success error }
}`);
