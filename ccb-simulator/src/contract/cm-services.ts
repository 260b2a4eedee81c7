/**
 * GPA's CM services: what the portal needs of billing that base CCB publishes no REST service for
 * (decision 027). Each is an OUAF inbound web service of GPA's (`CM-…`), served under
 * `/rest/apis/cm/`, answering refusals in OUAF's problem detail document with GPA's CM messages
 * (`ccb-messages.ts`). This list is the integration contract the utility's CCB team deploys:
 * `openapi.ts` writes it as docs/ccb-cm-services.openapi.json, and tests/cm-contract.test.ts keeps
 * the document, this list and the simulator's routes equal.
 */
import { ACCOUNT_SERVICES } from "./cm/accounts";
import { BILL_CYCLE_SERVICES } from "./cm/bill-cycles";
import type { CmService } from "./cm/cm-service";
import { PAYMENT_SERVICES } from "./cm/payments";
import { PERSON_SERVICES } from "./cm/persons";
import { WEB_USER_SERVICES } from "./cm/web-users";

export type { CmService } from "./cm/cm-service";

/** Every CM service, by area (`src/contract/cm/`). */
export const CM_SERVICES: readonly CmService[] = [
  ...WEB_USER_SERVICES,
  ...PERSON_SERVICES,
  ...ACCOUNT_SERVICES,
  ...BILL_CYCLE_SERVICES,
  ...PAYMENT_SERVICES,
];
