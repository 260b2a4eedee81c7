/**
 * The answers of the Oracle-published CCB REST services the adapter calls (decision 027), each
 * checked, then mapped by `ccb-rest-adapter.ts` to the port's domain answers:
 * - Create Payment Event, `POST /rest/apis/customer/financials/paymentEvents/`
 *   (`…/framework/2510/restapi/op-rest-apis-customer-financials-paymentevents-post.html`);
 * - Get Account Financial History, `GET /rest/apis/customer/financials/accountData/{accountId}/financialHistory`
 *   (C1-AccountData, `…/framework/2510/restapi/op-rest-apis-customer-financials-accountdata-accountid-financialhistory-get.html`),
 *   paged by `limit`/`offset`, the transactions as `accountFinancialHistoryList` (Oracle's `C1FinHistRes`);
 * - Create Customer Contact, `POST /rest/apis/customer/interactions/customerContacts/`
 *   (`…/framework/2510/restapi/api-interactions-customer-contact.html`);
 * - Create Case, `POST /rest/apis/customer/interactions/cases/`
 *   (`…/framework/45012/restapi/op-https-server-port-spl-rest-apis-customer-interactions-cases-post.html`);
 * Names not confirmed by those pages are listed per service in ccb-simulator/src/contract/oracle-services.ts (`unverified`);
 * and GPA's CM look-up of tenders by external reference (`GET /rest/apis/cm/financials/paymentTenders`).
 */
import * as v from "valibot";

const text = v.string();
/** CCB's REST amounts travel as decimal strings ("75.25", "-75.25"). */
const money = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number));

export const CcbPaymentEventCreated = v.looseObject({
  paymentEventId: text,
  payments: v.looseObject({
    _data: v.pipe(
      v.array(
        v.looseObject({
          paymentId: text,
          account: v.looseObject({ accountId: text }),
          paymentAmount: text,
          paymentStatus: text,
        }),
      ),
      v.minLength(1),
    ),
  }),
});

export const CcbPaymentTenders = v.looseObject({
  paymentTenders: v.array(
    v.looseObject({
      externalReferenceId: text,
      payorAccountId: text,
      tenderAmount: text,
      paymentId: text,
      paymentStatus: text,
    }),
  ),
});

export const CcbFinancialHistoryPage = v.looseObject({
  accountFinancialHistoryList: v.array(
    v.looseObject({
      financialTransactionId: text,
      arrearsDate: text,
      accountId: text,
      financialTransactionType: text,
      currentAmount: money,
    }),
  ),
  hasMore: v.boolean(),
});

export const CcbCustomerContactAdded = v.looseObject({ customerContactId: text, caseId: text });

export const CcbCaseAdded = v.looseObject({
  caseId: text,
  created: v.boolean(),
  customerContactId: text,
  customerContactStatus: text,
});
