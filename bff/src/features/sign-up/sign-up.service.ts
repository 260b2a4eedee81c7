import { fail, isFailure } from "../../platform/failures";
import { SECURITY_QUESTIONS } from "./security-questions";
import { type BillingAddress, billingAddressOf, postalMatches } from "../accounts";
import { passwordPolicyProblem } from "../auth";
import { hashToken, newToken } from "../../platform/tokens";
import {
  accessMessages,
  isMaskedValue,
  type CheckAccountNumberResponse,
  type SignUpStateResponse,
  type SignUpUserRequest,
  type SignUpZipResponse,
} from "@paygpa/contract";
import type { Services } from "../../services";
import { isZipCheckPaused, recordWrongZip, zipTriesPaused } from "../zip-guard";
import { maskedCustomerName, maskEachWord } from "./mask";
import {
  isMaskedButNotOnFile,
  maskedPhone,
  PHONE_KINDS,
  type PhoneChange,
  type PhoneKind,
  phoneChange,
  phonesOnFile,
} from "./phones";
import { holdSignUpForConfirmation } from "./sign-up-confirmation";
import { alreadyRegistered, fieldError, usernameTaken } from "./sign-up-errors";
import {
  deleteExpiredTickets,
  findOpenTicket,
  findUnconfirmedOfPerson,
  insertTicket,
  markTicketVerified,
} from "./sign-up.repository";

/** A sign-up must be finished within 30 minutes of the account check. */
export const SIGN_UP_TICKET_MINUTES = 30;

const ticketExpired = () => fail.gone("SIGN_UP_EXPIRED", accessMessages.signUpExpired);

/**
 * Step 1: the account must exist, have a known bill address source, and no web user yet (an account
 * already registered cannot be registered twice). Opens a ticket for the account.
 */
export async function checkAccountNumber(
  services: Pick<Services, "billing" | "clock" | "db">,
  accountId: string,
): Promise<CheckAccountNumberResponse> {
  const billing = await billingAddressOf(services.billing, accountId).catch((error: unknown) => {
    if (isFailure(error, "not-found") && error.code === "ACCOUNT_NOT_FOUND") {
      throw fieldError(fail.notFound, error.code, "accountId", error.message);
    }
    throw error;
  });
  await assertNotRegistered(services, billing);
  // The person's name came with the billing address: no second call to billing for it.
  const [last = "", first = ""] = billing.billingName.split(",", 2);
  const ticket = newToken();
  const now = services.clock.now();
  await deleteExpiredTickets(services.db, now.toISOString());
  await insertTicket(services.db, {
    ticket_hash: hashToken(ticket),
    account_id: accountId,
    person_id: billing.personId,
    first_name: first.trim(),
    last_name: last.trim(),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SIGN_UP_TICKET_MINUTES * 60_000).toISOString(),
    verified_at: null,
    used_at: null,
  });
  return {
    result: { status: "False", description: "" },
    data: {
      ticket,
      billAddressSource: billing.source,
      maskedName: maskedCustomerName(billing.billingName),
    },
  };
}

/**
 * An account with a web user is registered, unless that web user is only a sign-up still waiting for its
 * e-mailed confirmation: a new sign-up then replaces it (so nobody can block the account's sign-up by
 * starting one they cannot confirm).
 */
async function assertNotRegistered(services: Pick<Services, "db">, billing: BillingAddress) {
  if (!billing.hasWebUser) return;
  if ((await findUnconfirmedOfPerson(services.db, billing.personId)).length === 0) throw alreadyRegistered();
}

async function openTicket(services: Pick<Services, "clock" | "db">, ticket: string) {
  const row = await findOpenTicket(services.db, hashToken(ticket), services.clock.now().toISOString());
  if (!row) throw ticketExpired();
  return row;
}

/**
 * Step 2: the billing zip of the ticket's account, by its bill address source. Wrong zips count against
 * the account (zip-guard), whatever the browser or the ticket; while it is paused even the right zip is
 * refused. Once proved, the address, e-mail and phones are shown masked only (decision 011).
 */
export async function verifyZip(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  ticket: string,
  postal: string,
): Promise<SignUpZipResponse> {
  const row = await openTicket(services, ticket);
  const billing = await billingAddressOf(services.billing, row.account_id);
  await assertNotRegistered(services, billing);
  if (await isZipCheckPaused(services, row.account_id)) throw zipTriesPaused();
  if (!postalMatches(billing, postal)) {
    const paused = await recordWrongZip(services, {
      accountId: row.account_id,
      flow: "sign-up",
      emailOnFile: billing.email,
    });
    if (paused) throw zipTriesPaused();
    throw fieldError(fail.refused, "ZIP_MISMATCH", "postal", accessMessages.zipMismatch);
  }
  await markTicketVerified(services.db, row.ticket_hash, services.clock.now().toISOString());
  return { result: { status: "Success" }, ...(await onFileMasked(services, row.person_id, billing)) };
}

/** What a proved zip shows: the billing address, e-mail and phones, masked (decision 011). */
async function onFileMasked(services: Pick<Services, "billing">, personId: string, billing: BillingAddress) {
  const onFile = phonesOnFile((await services.billing.personDetails(personId)).phones);
  return {
    address: {
      address: maskEachWord(billing.address),
      city: maskEachWord(billing.city),
      state: billing.state,
      postal: billing.postal,
    },
    hasEmailOnFile: billing.email !== null,
    email: billing.email ? maskEachWord(billing.email) : "",
    phones: {
      home: maskedPhone(onFile.home),
      mobile: maskedPhone(onFile.mobile),
      work: maskedPhone(onFile.work),
    },
  };
}

/**
 * Where the ticket stands (decision 016): the step it has reached and what that step shows, read
 * again from billing, so a reload or a second tab shows the same step. Nothing more than steps 1 and
 * 2 answered: the zip-proved details only once the zip is proved.
 */
export async function signUpState(
  services: Pick<Services, "billing" | "clock" | "db">,
  ticket: string,
): Promise<SignUpStateResponse> {
  const row = await openTicket(services, ticket);
  const billing = await billingAddressOf(services.billing, row.account_id);
  const person = await services.billing.personDetails(row.person_id);
  return {
    step: row.verified_at ? "details" : "zip",
    maskedName: maskedCustomerName(person.name),
    billAddressSource: billing.source,
    onFile: row.verified_at ? await onFileMasked(services, row.person_id, billing) : null,
  };
}

export async function isUsernameTaken(
  services: Pick<Services, "billing">,
  username: string,
): Promise<boolean> {
  return (await services.billing.checkUsername(username)).taken;
}

/** Step 3's availability check, on leaving the username field: only for a zip-verified ticket. */
export async function checkUsername(
  services: Pick<Services, "billing" | "clock" | "db">,
  ticket: string,
  username: string,
) {
  const row = await openTicket(services, ticket);
  if (!row.verified_at) throw ticketExpired();
  return { result: { status: (await isUsernameTaken(services, username)) ? "True" : "False" } as const };
}

/**
 * Step 3: every rule again, on the server; then nothing is made active. Billing creates the web user
 * not allowed web access, and the contact changes wait for the customer to follow the link e-mailed
 * to the e-mail on file (sign-up-confirmation.ts).
 */
export async function signUpUser(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  request: Required<Omit<SignUpUserRequest, "confirmEmail">> & { confirmEmail?: string },
) {
  const row = await openTicket(services, request.ticket);
  if (!row.verified_at) throw ticketExpired();
  if (!SECURITY_QUESTIONS.some((question) => question.characteristicValue === request.securityQuestion)) {
    throw fieldError(fail.invalidInput, "BAD_REQUEST", "securityQuestion", accessMessages.selectQuestion);
  }
  const passwordProblem = passwordPolicyProblem(request.password);
  if (passwordProblem) throw fieldError(fail.invalidInput, "BAD_REQUEST", "password", passwordProblem);
  const person = await services.billing.personDetails(row.person_id);
  const emailOnFile = person.email || null;
  const entered = request.email.trim();
  // The masked e-mail left as it is keeps the one on file; any other masked text is not an address.
  const keepsEmail = isMaskedValue(entered);
  if (keepsEmail && (!emailOnFile || entered !== maskEachWord(emailOnFile))) {
    throw fieldError(fail.invalidInput, "BAD_REQUEST", "email", accessMessages.maskedValueChanged);
  }
  if (!emailOnFile && request.confirmEmail?.trim() !== entered) {
    throw fieldError(fail.invalidInput, "BAD_REQUEST", "confirmEmail", accessMessages.emailMismatch);
  }
  if (await isUsernameTaken(services, request.username)) throw usernameTaken();

  // Each phone against what billing holds now: emptied → deleted, unchanged (or masked) → empty, changed → number.
  const onFile = phonesOnFile(person.phones);
  for (const kind of PHONE_KINDS) {
    if (isMaskedButNotOnFile(onFile[kind], request[kind])) {
      throw fieldError(fail.invalidInput, "BAD_REQUEST", kind, accessMessages.maskedValueChanged);
    }
  }
  const phones = Object.fromEntries(
    PHONE_KINDS.map((kind) => [kind, phoneChange(onFile[kind], request[kind])]),
  ) as Record<PhoneKind, PhoneChange>;
  const sameAsOnFile = emailOnFile !== null && entered.toLowerCase() === emailOnFile.toLowerCase();
  await holdSignUpForConfirmation(services, {
    ticketHash: row.ticket_hash,
    accountId: row.account_id,
    personId: row.person_id,
    username: request.username,
    password: request.password,
    securityQuestion: request.securityQuestion,
    securityAnswer: request.securityAnswer.trim(),
    emailOnFile,
    newEmail: keepsEmail || sameAsOnFile ? null : entered,
    phones,
  });
  return {
    result: { status: "True" as const, description: accessMessages.signUpCheckEmail },
    username: request.username,
  };
}
