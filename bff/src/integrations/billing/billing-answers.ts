/**
 * Billing's answers, as the BFF reads them: Valibot schemas of the fields it uses (CCB's names),
 * checked on every answer by `ccb-caller.ts`. An answer that does not fit (a missing balance, a
 * number sent as text) is billing failing, not a crash: the caller sees 'Server Error. Try again
 * later!' and the error is logged. Fields the BFF does not read pass through unchecked.
 */
import * as v from "valibot";

const text = v.string();

const BillingAccountRef = v.looseObject({
  PersonID: text,
  AccountID: text,
  PremiseInfo: text,
  customerClass: text,
});
export type BillingAccountRef = v.InferOutput<typeof BillingAccountRef>;

export const WebUserLoginResult = v.looseObject({
  loginSuccessful: v.boolean(),
  status: v.looseObject({ loginMessage: text }),
  PersonID: v.nullable(text),
  postpaid: v.array(BillingAccountRef),
  prepaid: v.array(BillingAccountRef),
  payArrExistingIds: v.array(
    v.looseObject({
      caseId: text,
      AccountID: text,
      customerContactId: text,
      customerContactStatus: text,
    }),
  ),
});
export type WebUserLoginResult = v.InferOutput<typeof WebUserLoginResult>;

export const AccountValidation = v.looseObject({
  accountRelationshipType: text,
  billAddressSource: text,
  personId: text,
  isMainCustomer: v.boolean(),
  isFinanciallyResponsible: v.boolean(),
  isThirdPartyGuarantor: v.boolean(),
  /** Whether the person already has a web user. */
  webAccess: v.boolean(),
  billRouteType: text,
  AccountID: text,
  personAddressOverride: v.nullable(
    v.looseObject({
      accountId: text,
      personId: text,
      address1: text,
      city: text,
      postal: text,
      isInCityLimit: v.boolean(),
      state: text,
      country: text,
      version: v.number(),
    }),
  ),
});
export type AccountValidation = v.InferOutput<typeof AccountValidation>;

/** CM-WebUserAdd's answer: the web user, with Oracle's web user id for Update / Delete Web User. */
export const WebUserCreated = v.looseObject({ username: text, PersonID: text, webUserId: text });

/** A forgot look-up: the web user, the person's e-mail, and the question AND answer characteristics. */
export const ForgotCredentialsLookup = v.looseObject({
  username: text,
  emailAddress: v.nullable(text),
  list: v.array(
    v.looseObject({
      PersonID: text,
      CharacteristicType: v.picklist(["CMSCQUES", "CMSCAN"]),
      CharValueDescription: text,
      AdhocCharacteristicValue: text,
    }),
  ),
});
export type ForgotCredentialsLookup = v.InferOutput<typeof ForgotCredentialsLookup>;

export const CustomerContactCreated = v.looseObject({ customerContactId: text, caseId: text });

/** Writes whose answer the BFF does not read: any JSON will do. */
export const BillingAcknowledged = v.unknown();
