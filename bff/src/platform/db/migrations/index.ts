import type { Migration } from "kysely";
import * as sessionsAdminsMaintenance from "./2026-11-21T10-00-00-sessions-admins-maintenance";
import * as mailOutbox from "./2026-11-21T10-30-00-mail-outbox";
import * as checkoutsPostingOutbox from "./2026-11-21T11-00-01-checkouts-posting-outbox";
import * as customerAccess from "./2026-11-21T11-30-00-customer-access";
import * as checkoutTransactionTagUnique from "./2026-11-23T11-00-00-checkout-transaction-tag-unique";
import * as zipFailuresPendingSignUps from "./2026-11-23T13-00-00-zip-failures-pending-sign-ups";
import * as paymentSubmissionsRefunds from "./2026-11-23T12-00-00-payment-submissions-refunds";
import * as checkoutFinalLookup from "./2026-11-23T18-00-00-checkout-final-lookup";
import * as adminLockAuditAddressSettings from "./2026-11-24T01-00-00-admin-lock-audit-address-settings";
import * as announcementImages from "./2026-11-24T02-00-00-announcement-images";
import * as payLinks from "./2026-11-24T04-00-00-pay-links";
import * as reportIndexesReconciliationRuns from "./2026-11-24T03-00-00-report-indexes-reconciliation-runs";
import * as notificationSettings from "./2026-11-24T05-00-00-notification-settings";
import * as mailCorrelation from "./2026-11-24T07-00-00-mail-correlation";
import * as paymentArrangements from "./2026-11-24T06-00-00-payment-arrangements";
import * as paymentDayTotals from "./2026-11-24T10-00-00-payment-day-totals";
import * as dayTotalsBigintCents from "./2026-11-25T01-00-00-day-totals-bigint-cents";
import * as jobClaimsRateLimits from "./2026-11-25T02-00-00-job-claims-rate-limits";
import * as loginFailures from "./2026-11-26T01-00-00-login-failures";
import * as customerLockNotices from "./2026-11-26T03-00-00-customer-lock-notices";
import * as reportSortIndexes from "./2026-11-26T12-00-00-report-sort-indexes";
import * as reportCcbStatusIndexes from "./2026-11-27T01-00-00-report-ccb-status-indexes";
import * as savedCards from "./2026-11-27T01-00-00-saved-cards";
import * as autopay from "./2026-11-27T02-00-00-autopay";
import * as autopayNotAttempted from "./2026-12-01T22-00-00-autopay-not-attempted";
import * as gatewayColumnsInDomainWords from "./2026-12-01T22-00-00-gateway-columns-in-domain-words";
import * as sessionRevocations from "./2026-12-01T22-00-00-session-revocations";
import * as texts from "./2026-12-02T18-00-00-texts";
import * as paymentExtensions from "./2026-12-03T06-20-00-payment-extensions";
import * as outageReports from "./2026-12-03T06-30-00-outage-reports";
import * as pendingSignUpWebUserId from "./2026-12-03T06-45-00-pending-sign-up-web-user-id";
import * as extensionBrokenNotice from "./2026-12-03T14-00-00-extension-broken-notice";
import * as outageReportCallIds from "./2026-12-03T14-10-00-outage-report-call-ids";
import * as dueDateChanges from "./2026-12-03T14-20-00-due-date-changes";
import * as budgetEnrolments from "./2026-12-03T14-30-00-budget-enrolments";
import * as mailEventKey from "./2026-12-03T15-00-00-mail-event-key";

/** Every migration, by its timestamped name, in order. Register each new migration here. */
export const migrations: Record<string, Migration> = {
  "2026-11-21T10-00-00-sessions-admins-maintenance": sessionsAdminsMaintenance,
  "2026-11-21T10-30-00-mail-outbox": mailOutbox,
  "2026-11-21T11-00-01-checkouts-posting-outbox": checkoutsPostingOutbox,
  "2026-11-21T11-30-00-customer-access": customerAccess,
  "2026-11-23T11-00-00-checkout-transaction-tag-unique": checkoutTransactionTagUnique,
  "2026-11-23T13-00-00-zip-failures-pending-sign-ups": zipFailuresPendingSignUps,
  "2026-11-23T12-00-00-payment-submissions-refunds": paymentSubmissionsRefunds,
  "2026-11-23T18-00-00-checkout-final-lookup": checkoutFinalLookup,
  "2026-11-24T01-00-00-admin-lock-audit-address-settings": adminLockAuditAddressSettings,
  "2026-11-24T02-00-00-announcement-images": announcementImages,
  "2026-11-24T04-00-00-pay-links": payLinks,
  "2026-11-24T03-00-00-report-indexes-reconciliation-runs": reportIndexesReconciliationRuns,
  "2026-11-24T05-00-00-notification-settings": notificationSettings,
  "2026-11-24T07-00-00-mail-correlation": mailCorrelation,
  "2026-11-24T06-00-00-payment-arrangements": paymentArrangements,
  "2026-11-24T10-00-00-payment-day-totals": paymentDayTotals,
  "2026-11-25T01-00-00-day-totals-bigint-cents": dayTotalsBigintCents,
  "2026-11-25T02-00-00-job-claims-rate-limits": jobClaimsRateLimits,
  "2026-11-26T01-00-00-login-failures": loginFailures,
  "2026-11-26T03-00-00-customer-lock-notices": customerLockNotices,
  "2026-11-26T12-00-00-report-sort-indexes": reportSortIndexes,
  "2026-11-27T01-00-00-report-ccb-status-indexes": reportCcbStatusIndexes,
  "2026-11-27T01-00-00-saved-cards": savedCards,
  "2026-11-27T02-00-00-autopay": autopay,
  "2026-12-01T22-00-00-autopay-not-attempted": autopayNotAttempted,
  "2026-12-01T22-00-00-gateway-columns-in-domain-words": gatewayColumnsInDomainWords,
  "2026-12-01T22-00-00-session-revocations": sessionRevocations,
  "2026-12-02T18-00-00-texts": texts,
  "2026-12-03T06-20-00-payment-extensions": paymentExtensions,
  "2026-12-03T06-30-00-outage-reports": outageReports,
  "2026-12-03T06-45-00-pending-sign-up-web-user-id": pendingSignUpWebUserId,
  "2026-12-03T14-00-00-extension-broken-notice": extensionBrokenNotice,
  "2026-12-03T14-10-00-outage-report-call-ids": outageReportCallIds,
  "2026-12-03T14-20-00-due-date-changes": dueDateChanges,
  "2026-12-03T14-30-00-budget-enrolments": budgetEnrolments,
  "2026-12-03T15-00-00-mail-event-key": mailEventKey,
};
