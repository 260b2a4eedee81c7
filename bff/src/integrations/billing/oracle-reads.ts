/**
 * An account's standing through Oracle's published services instead of GPA's CM services
 * (decision 036): the premise line and main customer's name from "Search Service Agreement"
 * ("retrieves service agreements with premise information") and "Person Search"
 * (`filters.accountId` "to return all persons linked to Account regardless of relationship"); the
 * financial summary from "Get Account", "Get Account Financial Details", every page of "Search
 * Service Agreement" and "Person Search", asked at once. Schemas and pages: `oracle-answers.ts`.
 */
import type { FinancialSummary, PremiseSummary } from "./billing-domain";
import type { AccountBilling } from "./billing-port";
import type { CcbCall } from "./ccb-caller";
import {
  OracleAccount,
  OracleFinancialDetails,
  OraclePersons,
  type OracleServiceAgreement,
  OracleServiceAgreements,
} from "./oracle-answers";
import { ORACLE_PATHS } from "./oracle-paths";

/** Service agreements are read this many a page, to the last page. */
export const SERVICE_AGREEMENT_PAGE = 100;
/** An account with more pages than this is cut (no GPA account comes near). */
const MOST_SERVICE_AGREEMENT_PAGES = 20;
/** CCB's status of an active service agreement. */
const ACTIVE = "20";
/** GPA's service agreement type of a prepaid electric service; other electric types ('E-…') are postpaid. */
const PREPAID_ELECTRIC = "E-PREPAY";

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

async function allServiceAgreements(call: CcbCall, accountId: string): Promise<OracleServiceAgreement[]> {
  const result: OracleServiceAgreement[] = [];
  for (let page = 0; page < MOST_SERVICE_AGREEMENT_PAGES; page++) {
    const answer = await call(
      {
        method: "POST",
        path: ORACLE_PATHS.serviceAgreementSearch,
        body: {
          filters: { accountId },
          limit: SERVICE_AGREEMENT_PAGE,
          offset: page * SERVICE_AGREEMENT_PAGE,
        },
      },
      OracleServiceAgreements,
    );
    result.push(...answer.serviceAgreements);
    if (!answer.hasMore || answer.serviceAgreements.length === 0) break;
  }
  return result;
}

/** The account's electric service agreement: the active one, else the most recently started. */
function electricOf(agreements: OracleServiceAgreement[]): OracleServiceAgreement | undefined {
  const electric = agreements.filter((sa) => sa.serviceAgreementType.startsWith("E"));
  return (
    electric.find((sa) => sa.status === ACTIVE) ??
    [...electric].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]
  );
}

const personsOf = (call: CcbCall, accountId: string) =>
  call({ method: "POST", path: ORACLE_PATHS.personSearch, body: { filters: { accountId } } }, OraclePersons);

export function oracleReads(call: CcbCall): Pick<AccountBilling, "premise" | "financialSummary"> {
  return {
    async premise(accountId): Promise<PremiseSummary> {
      const [agreements, persons] = await Promise.all([
        call(
          {
            method: "POST",
            path: ORACLE_PATHS.serviceAgreementSearch,
            body: { filters: { accountId }, limit: 1 },
          },
          OracleServiceAgreements,
        ),
        personsOf(call, accountId),
      ]);
      const main = persons.persons.find((person) => person.isMainCustomer) ?? persons.persons[0];
      return {
        premiseId: agreements.serviceAgreements[0]?.premise?.premiseId ?? null,
        address: agreements.serviceAgreements[0]?.premise?.address ?? "",
        holderName: main?.personName ?? "",
      };
    },

    async financialSummary(accountId): Promise<FinancialSummary> {
      const [account, details, agreements, persons] = await Promise.all([
        call({ method: "GET", path: ORACLE_PATHS.account(accountId) }, OracleAccount),
        call({ method: "GET", path: ORACLE_PATHS.financialDetails(accountId) }, OracleFinancialDetails),
        allServiceAgreements(call, accountId),
        personsOf(call, accountId),
      ]);
      const links = account.accountPersons._data;
      const personId = (links.find((link) => link.isMainCustomer) ?? links[0])?.person.personId ?? "";
      const holder = persons.persons.find((person) => person.personId === personId);
      const electric = electricOf(agreements);
      const kind = electric?.serviceAgreementType === PREPAID_ELECTRIC ? "prepaid" : "postpaid";
      return {
        accountId: account.accountId,
        personId,
        holderName: holder?.personName ?? "",
        premise: agreements[0]?.premise?.address ?? "",
        kind,
        currentBalance: cents(electric?.currentBalance ?? 0),
        payoffBalance: cents(electric?.payoffBalance ?? 0),
        arrears: details.arrearsDetails.arrearsList._data.map((line) => ({
          label: line.description,
          amount: line.arrearsAmount,
        })),
        latestBill: details.lastBill
          ? { billDate: details.lastBill.billDate, dueDate: details.lastBill.dueDate }
          : null,
        email: holder?.emailAddress || null,
        cashOnly: account.cashOnly,
        customerClass: account.customerClass.customerClass,
        prepaid:
          kind === "prepaid" && electric
            ? {
                serviceAgreementId: electric.serviceAgreementId,
                balance: cents(electric.prepaidBalance ?? 0),
                unpaidBalance: cents(electric.currentBalance),
              }
            : null,
      };
    },
  };
}
