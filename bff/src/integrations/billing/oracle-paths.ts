/**
 * The paths of Oracle's published services the adapter reads beyond `ccb-paths.ts` (decision 036),
 * under CCB's REST root; each service's page is in ccb-simulator/src/contract/oracle/.
 */
export const ORACLE_PATHS = {
  /** Search Service Agreement (C1-ServiceAgreement), with premise information. */
  serviceAgreementSearch: "/customer/v-model/serviceAgreements/search",
  /** Person Search (C1-PersonSearch). */
  personSearch: "/customer/v-model/persons/search",
} as const;
