/**
 * The port's operations served by Oracle-published CCB REST services (decision 027), with the
 * mapping from Oracle's field names to the port's domain answers. Page paths are cited in
 * `ccb-rest-answers.ts`.
 */
import type {
  AccountBilling,
  ArrangementBilling,
  CustomerContactBilling,
  PaymentBilling,
} from "./billing-port";
import type { PostedPayment } from "./billing-domain-writes";
import type { AccountTransaction } from "./billing-domain";
import type { CcbCall } from "./ccb-caller";
import { CCB_PATHS } from "./ccb-paths";
import {
  CcbCaseAdded,
  CcbCustomerContactAdded,
  CcbFinancialHistoryPage,
  CcbPaymentEventCreated,
  CcbPaymentTenders,
} from "./ccb-rest-answers";

/** Financial history is read this many transactions a page. */
export const FINANCIAL_HISTORY_PAGE = 100;
/** A history longer than this many pages is cut (the newest come first). */
const MOST_HISTORY_PAGES = 20;
/** GPA's case type of a payment-arrangement request and the characteristic holding the amount asked. */
const ARRANGEMENT_CASE_TYPE = "CM-PAYARR";
const ARRANGEMENT_AMOUNT_CHARACTERISTIC = "CM-PAAMT";

/** CCB's payment status 50: Frozen, the payment is on the account. */
const FROZEN = "50";

type RestOperations = Pick<AccountBilling, "financialTransactions"> &
  PaymentBilling &
  CustomerContactBilling &
  Pick<ArrangementBilling, "createArrangementCase">;

export function restCalls(call: CcbCall): RestOperations {
  return {
    async financialTransactions(accountId): Promise<AccountTransaction[]> {
      const result: AccountTransaction[] = [];
      const path = CCB_PATHS.financialHistory(accountId);
      for (let page = 0; page < MOST_HISTORY_PAGES; page++) {
        const answer = await call(
          {
            method: "GET",
            path,
            query: { limit: FINANCIAL_HISTORY_PAGE, offset: page * FINANCIAL_HISTORY_PAGE },
          },
          CcbFinancialHistoryPage,
        );
        for (const ft of answer.accountFinancialHistoryList) {
          result.push({
            transactionId: ft.financialTransactionId,
            accountId: ft.accountId,
            arrearsDate: ft.arrearsDate,
            amount: ft.currentAmount,
            type: ft.financialTransactionType,
          });
        }
        if (!answer.hasMore || answer.accountFinancialHistoryList.length === 0) break;
      }
      return result;
    },

    async makePayment(request): Promise<PostedPayment> {
      const answer = await call(
        {
          method: "POST",
          path: CCB_PATHS.paymentEvents,
          // Oracle's nesting: the lists as `{ _data: [...] }`, the accounts as objects (Create
          // Payment Event, ccb-simulator/src/contract/oracle/financials.ts).
          body: {
            paymentTenders: {
              _data: [
                {
                  payorAccount: { accountId: request.accountId },
                  tenderAmount: request.amount,
                  tenderType: request.paymentSource,
                  externalReferenceId: request.externalReferenceId,
                },
              ],
            },
            payments: {
              _data: [{ account: { accountId: request.accountId }, paymentAmount: request.amount }],
            },
          },
        },
        CcbPaymentEventCreated,
      );
      const [payment] = answer.payments._data;
      return {
        paymentId: payment?.paymentId ?? "",
        accountId: payment?.account.accountId ?? request.accountId,
        amount: payment?.paymentAmount ?? request.amount,
        frozen: payment?.paymentStatus === FROZEN,
      };
    },

    async paymentsByExternalReference(externalReferenceId): Promise<PostedPayment[]> {
      const answer = await call(
        { method: "GET", path: CCB_PATHS.paymentTenders, query: { externalReferenceId } },
        CcbPaymentTenders,
      );
      return answer.paymentTenders
        .filter((tender) => tender.externalReferenceId === externalReferenceId)
        .map((tender) => ({
          paymentId: tender.paymentId,
          accountId: tender.payorAccountId,
          amount: tender.tenderAmount,
          frozen: tender.paymentStatus === FROZEN,
        }));
    },

    createCustomerContact: (request) =>
      call(
        {
          method: "POST",
          path: CCB_PATHS.customerContacts,
          // Oracle's Customer Contact carries the account, person and type as objects.
          body: {
            account: { accountId: request.accountId },
            person: { personId: request.personId },
            customerContactType: { contactClass: "HELP", contactType: request.contactType },
            contactMethod: "WEB",
            description: request.description,
          },
        },
        CcbCustomerContactAdded,
      ),

    async createArrangementCase(request) {
      const answer = await call(
        {
          method: "POST",
          path: CCB_PATHS.cases,
          body: {
            caseType: { caseType: ARRANGEMENT_CASE_TYPE },
            account: { accountId: request.accountId },
            person: { personId: request.personId },
            contactInformation: { contactName: request.name, contactEmail: request.emailAddress },
            characteristics: [
              {
                characteristicType: ARRANGEMENT_AMOUNT_CHARACTERISTIC,
                characteristicValue: request.amount,
              },
            ],
          },
        },
        CcbCaseAdded,
      );
      return {
        created: answer.created,
        caseId: answer.caseId,
        customerContactId: answer.customerContactId,
        customerContactStatus: answer.customerContactStatus,
      };
    },
  };
}
