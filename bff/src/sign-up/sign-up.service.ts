import { SECURITY_QUESTIONS } from "@paygpa/fixtures";
import { billingAddressOf, postalMatches } from "../accounts/bill-address";
import { hashToken, newToken } from "../auth/sessions.service";
import { CcbRejected } from "../billing/ccb-client";
import type { CheckAccountNumberResponse, SignUpUserRequest, SignUpZipResponse } from "../contract/access";
import { accessMessages } from "../contract/messages";
import { AppError } from "../http/errors";
import type { Services } from "../services";
import { maskedCustomerName } from "./mask";
import { PHONE_KINDS, type PhoneChange, type PhoneKind, phoneChange, phonesOnFile } from "./phones";
import {
  deleteExpiredTickets,
  findOpenTicket,
  insertTicket,
  markTicketVerified,
  recordZipFailure,
} from "./sign-up.repository";

/** A sign-up must be finished within 30 minutes of the account check. */
export const SIGN_UP_TICKET_MINUTES = 30;
/** Wrong billing zips allowed per sign-up before it must start again (guessing is not a way in). */
export const ZIP_ATTEMPT_LIMIT = 5;

const fieldError = (status: number, code: string, field: string, message: string) =>
  new AppError(status, code, message, { fields: { [field]: [message] } });

export const alreadyRegistered = () =>
  fieldError(409, "ALREADY_REGISTERED", "accountId", accessMessages.alreadyRegistered);
const ticketExpired = () => new AppError(410, "SIGN_UP_EXPIRED", accessMessages.signUpExpired);
const usernameTaken = () => fieldError(409, "USERNAME_TAKEN", "username", accessMessages.usernameTaken);

/**
 * Step 1: the account must exist, have a known bill address source, and no web user yet (an account
 * already registered cannot be registered twice). Opens a ticket for the account.
 */
export async function checkAccountNumber(
  services: Services,
  accountId: string,
): Promise<CheckAccountNumberResponse> {
  const billing = await billingAddressOf(services.ccb, accountId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "ACCOUNT_NOT_FOUND") {
      throw fieldError(404, error.code, "accountId", error.message);
    }
    throw error;
  });
  if (billing.hasWebUser) throw alreadyRegistered();
  const person = await services.ccb.personDetails(billing.personId);
  const [last = "", first = ""] = person.customerDetails.Name.split(",", 2);
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
      maskedName: maskedCustomerName(person.customerDetails.Name),
    },
  };
}

async function openTicket(services: Services, ticket: string) {
  const row = await findOpenTicket(services.db, hashToken(ticket), services.clock.now().toISOString());
  if (!row) throw ticketExpired();
  return row;
}

/** Step 2: the billing zip of the ticket's account, by its bill address source. */
export async function verifyZip(
  services: Services,
  ticket: string,
  postal: string,
): Promise<SignUpZipResponse> {
  const row = await openTicket(services, ticket);
  const billing = await billingAddressOf(services.ccb, row.account_id);
  if (billing.hasWebUser) throw alreadyRegistered();
  if (!postalMatches(billing, postal)) {
    const at = services.clock.now().toISOString();
    const failures = await recordZipFailure(services.db, row.ticket_hash, ZIP_ATTEMPT_LIMIT, at);
    if (failures >= ZIP_ATTEMPT_LIMIT)
      throw new AppError(429, "TOO_MANY_ATTEMPTS", accessMessages.tooManyZipAttempts);
    throw fieldError(422, "ZIP_MISMATCH", "postal", accessMessages.zipMismatch);
  }
  await markTicketVerified(services.db, row.ticket_hash, services.clock.now().toISOString());
  // The customer's own phones, prefilled in step 3: given only now that the zip proved the account.
  const onFile = phonesOnFile((await services.ccb.personDetails(row.person_id)).contactNumbers);
  return {
    result: { status: "Success" },
    address: { address: billing.address, city: billing.city, state: billing.state, postal: billing.postal },
    hasEmailOnFile: billing.email !== null,
    email: billing.email ?? "",
    phones: {
      home: onFile.home?.number ?? "",
      mobile: onFile.mobile?.number ?? "",
      work: onFile.work?.number ?? "",
    },
  };
}

export async function isUsernameTaken(services: Services, username: string): Promise<boolean> {
  return (await services.ccb.checkUsername(username)).taken;
}

/** Step 3's availability check, on leaving the username field: only for a zip-verified ticket. */
export async function checkUsername(services: Services, ticket: string, username: string) {
  const row = await openTicket(services, ticket);
  if (!row.verified_at) throw ticketExpired();
  return { result: { status: (await isUsernameTaken(services, username)) ? "True" : "False" } as const };
}

/**
 * Step 3: every rule again, on the server, then the web user is created in billing (the system of
 * record), the ticket is used, and the confirmation e-mail is queued.
 */
export async function signUpUser(
  services: Services,
  request: Required<Omit<SignUpUserRequest, "confirmEmail">> & { confirmEmail?: string },
) {
  const row = await openTicket(services, request.ticket);
  if (!row.verified_at) throw ticketExpired();
  if (!SECURITY_QUESTIONS.some((question) => question.characteristicValue === request.securityQuestion)) {
    throw fieldError(400, "BAD_REQUEST", "securityQuestion", accessMessages.selectQuestion);
  }
  const person = await services.ccb.personDetails(row.person_id);
  if (!person.customerDetails.EmailID && request.confirmEmail?.trim() !== request.email.trim()) {
    throw fieldError(400, "BAD_REQUEST", "confirmEmail", accessMessages.emailMismatch);
  }
  if (await isUsernameTaken(services, request.username)) throw usernameTaken();

  // Each phone against what billing holds now: emptied → deleted, unchanged → empty, changed → number.
  const onFile = phonesOnFile(person.contactNumbers);
  const phones = Object.fromEntries(
    PHONE_KINDS.map((kind) => [kind, phoneChange(onFile[kind], request[kind])]),
  ) as Record<PhoneKind, PhoneChange>;
  try {
    await services.ccb.createWebUser({
      PersonID: row.person_id,
      username: request.username,
      password: request.password,
      email: request.email.trim(),
      securityQuestion: request.securityQuestion,
      securityAnswer: request.securityAnswer.trim(),
      phones,
    });
  } catch (error) {
    if (error instanceof CcbRejected && error.code === "USERNAME_TAKEN") throw usernameTaken();
    if (error instanceof CcbRejected && error.code === "WEB_USER_EXISTS") throw alreadyRegistered();
    if (error instanceof CcbRejected) throw new AppError(422, "SIGN_UP_FAILED", accessMessages.signUpFailed);
    throw error;
  }

  const at = services.clock.now().toISOString();
  const firstName = row.first_name.charAt(0) + row.first_name.slice(1).toLowerCase();
  await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("sign_up_tickets")
      .set({ used_at: at })
      .where("ticket_hash", "=", row.ticket_hash)
      .execute();
    await services.mailer.queue(
      {
        kind: "sign-up-confirmation",
        to: request.email.trim(),
        subject: "Welcome to PayGPA: your registration is complete",
        text: [
          `Dear ${firstName},`,
          "",
          `Thank you for signing up for PayGPA. Your username is ${request.username}.`,
          `You can now log in at ${services.config.portalUrl}/ to view your account ${row.account_id}, your bills and usage, and pay online.`,
          "",
          "If you did not sign up, please contact GPA Customer Service at (671) 647-5787.",
          "",
          "Guam Power Authority",
        ].join("\n"),
      },
      trx,
    );
  });
  return {
    result: { status: "True" as const, description: accessMessages.signUpSuccess },
    username: request.username,
  };
}
