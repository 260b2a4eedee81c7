import { fail } from "../../platform/failures";
import { type AccountId, type BillingPort, isUnknownToBilling } from "../../integrations/billing";
import { DIVISION } from "@paygpa/contract";
import { messages } from "@paygpa/contract";
import { displayName } from "./display-name";

/** Where an account's bills go: the person's mailing address, the premise, or an account override. */
export type BillAddressSource = "PER" | "PREM" | "ACOV";

export interface BillingAddress {
  accountId: AccountId;
  personId: string;
  source: BillAddressSource;
  /** The main customer's name, in reading order. */
  name: string;
  /** The same as billing holds it ("LAST,FIRST"), for masking. */
  billingName: string;
  address: string;
  city: string;
  state: string;
  /** As billing holds it, possibly ZIP+4. */
  postal: string;
  email: string | null;
  /** Whether the person already has a web user (sign-up refuses a second one). */
  hasWebUser: boolean;
}

/** Only the part of a ZIP before the hyphen counts (96910-1234 is 96910). */
export function zipOf(postal: string): string {
  return postal.split("-")[0]?.trim() ?? "";
}

/** The billing zip check of sign-up step 2 and quick pay step 1. */
export function postalMatches(billing: Pick<BillingAddress, "postal">, given: string): boolean {
  const expected = zipOf(billing.postal);
  return expected !== "" && expected === zipOf(given);
}

/** "123 Marine Corps Dr, Tamuning, GU, 96913" → its parts. */
export function parsePremiseInfo(
  premiseInfo: string,
): Pick<BillingAddress, "address" | "city" | "state" | "postal"> {
  const parts = premiseInfo.split(",").map((part) => part.trim());
  const postal = parts.pop() ?? "";
  const state = parts.pop() ?? "";
  const city = parts.pop() ?? "";
  return { address: parts.join(", "), city, state, postal };
}

function isBillAddressSource(source: string): source is BillAddressSource {
  return source === "PER" || source === "PREM" || source === "ACOV";
}

/**
 * The billing address of an account, by its bill address source (spec 001 §4): PER loads the
 * person's details; PREM the person's details, then the premise; ACOV the person's details, then
 * the account's override. Any other source: 'No bill address source found!'.
 */
export async function billingAddressOf(billing: BillingPort, accountId: AccountId): Promise<BillingAddress> {
  const validation = await billing.validateAccount(accountId, DIVISION).catch((error: unknown) => {
    if (isUnknownToBilling(error)) {
      throw fail.notFound("ACCOUNT_NOT_FOUND", messages.accountNumberDoesNotExist);
    }
    throw error;
  });
  const source = validation.billAddressSource;
  if (!isBillAddressSource(source)) {
    throw fail.refused("NO_BILL_ADDRESS_SOURCE", messages.noBillAddressSource);
  }
  // The person and the premise do not depend on each other: asked together (a defect a new customer met: with
  // billing answering in 2.5 s per call, sign-up step 1 took 10 s one call after another).
  const [person, premise] = await Promise.all([
    billing.personDetails(validation.personId),
    source === "PREM" ? billing.premise(accountId) : Promise.resolve(null),
  ]);
  const common = {
    accountId,
    personId: validation.personId,
    source,
    name: displayName(person.name),
    billingName: person.name,
    email: person.email || null,
    hasWebUser: validation.webAccess,
  };
  if (source === "PER") {
    const { street, city, state, postal } = person.address;
    return { ...common, address: street, city, state, postal };
  }
  if (source === "PREM" && premise) {
    return { ...common, ...parsePremiseInfo(premise.address) };
  }
  const override = validation.overrideAddress;
  if (!override) throw fail.refused("NO_BILL_ADDRESS_SOURCE", messages.noBillAddressSource);
  const { street, city, state, postal } = override;
  return { ...common, address: street, city, state, postal };
}
