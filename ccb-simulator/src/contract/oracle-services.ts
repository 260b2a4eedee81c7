/**
 * The Oracle-published CCB REST inbound web services the simulator answers (decisions 027 and 036),
 * each with the Oracle documentation page its shape comes from ("Oracle Utilities REST API for
 * Metering and Customer Information", `docs.oracle.com/en/industries/energy-water/framework/<release>/restapi/…`,
 * `<release>` 4.5.0.x as `45012`/`45013`, 24.3 as `243000`, 25.4 as `254`, 25.10 as `2510`).
 * Every other billing path is a GPA CM service of `cm-services.ts`.
 *
 * How the pages nest, and so the simulator and the adapter: a reference to another record is an
 * object holding its id (`account: { accountId }`, `caseType: { caseType }`); a list the page types
 * as `array` is a JSON array; a list the page types as an `object` whose nested schema is `_data`
 * (the business object's lists: `paymentTenders`, `payments`, `names`, `caseList` …) travels as
 * `{ _data: [...] }`. Refusals are 400 with the `problemDetailDocument`, the one error answer the
 * pages list. Media type: `application/json` (the pages list `application/xml` too; the portal uses JSON).
 */
import { CUSTOMER_SERVICES } from "./oracle/customers";
import { FINANCIAL_SERVICES } from "./oracle/financials";
import { WEB_USER_SERVICES } from "./oracle/web-users";

export interface BillingService {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path under `/rest/apis`, parameters as OpenAPI writes them (`{accountId}`). */
  path: string;
  /** The spec call(s) it serves (spec 000/001/002 §7). */
  specCalls: string[];
}

export interface OracleService extends BillingService {
  /** Oracle's REST service (business object / IWS) name. */
  service: string;
  operation: string;
  /** The documentation page, under Oracle's REST API reference. */
  page: string;
  /** The earliest release whose REST reference page was read listing the operation (not a claim it is the first). */
  since: string;
  /** The names (parameters and fields, nested as `a.b`) read on the page. */
  confirmed: string[];
  /**
   * The names the simulator and the adapter use that the page does not show (the page's nested
   * schema was cut off or not published): a utility's CCB team checks these against its release.
   * The adapter's names are its valibot schemas (`bff/src/integrations/billing/ccb-rest-answers.ts`).
   */
  unverified: string[];
  /** Whether the page says it needs the Integration Suite add-on product option. */
  integrationSuite?: true;
}

export const ORACLE_SERVICES: readonly OracleService[] = [
  ...FINANCIAL_SERVICES,
  ...CUSTOMER_SERVICES,
  ...WEB_USER_SERVICES,
];
