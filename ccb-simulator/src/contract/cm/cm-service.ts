/**
 * The shape of a GPA CM service in the contract (decision 027), shared by the area lists of
 * `src/contract/cm/` that `cm-services.ts` joins into `CM_SERVICES`.
 */
import type { BillingService } from "../oracle-services";

type FieldType = "string" | "integer" | "array" | "object";

export interface CmService extends BillingService {
  /** The CM inbound web service's name in CCB. */
  service: string;
  summary: string;
  /** Request fields (body for POST, query for GET); a name ending in "?" is optional. */
  fields: Record<string, FieldType>;
}

export const account = { AccountID: "string" } as const;
export const accountInDivision = { AccountID: "string", division: "string" } as const;
