/**
 * Edit Account and Change Password (spec 002 §2, §4, §5, §7, §8). Billing holds the profile: the BFF
 * reads it, decides every phone's fate against what billing holds (spec 001 §4's rule), keeps the old
 * e-mail, question and answer as dated characteristics there, and tells the old e-mail address of a
 * change. A password change is checked by billing and ends every session of the customer.
 */
import { fail, isClientFailure, isFailure } from "../../platform/failures";
import type { UserAccountDetails } from "@paygpa/contract";
import { dashboardMessages } from "@paygpa/contract";
import type { BillingPort } from "../../integrations/billing";
import type { Mailer } from "../../platform/mail/mailer";
import type { CustomerSession, SessionStore } from "../auth";
import { phoneChange, phonesOnFile, SECURITY_QUESTIONS } from "../sign-up";
import { displayName } from "../accounts";
import { type SecurityTextDeps, textToPerson } from "../notifications";

/** The security notice by text (decision 039): at any hour, to the person's confirmed number. */
async function securityText(
  deps: SecurityTextDeps,
  session: CustomerSession,
  change: "password" | "contact details",
) {
  const at = deps.clock.now().toISOString();
  await textToPerson(deps, {
    personId: session.personId,
    accountId: null,
    event: { kind: "securityNotice", change },
    eventKey: `securityNotice:${change}:${at}`,
  });
}

/** The profile answer's status as the original portal's API spoke it (spec 002 §7): 'True' done, 'False' refused. */
const trueOrFalse = (done: boolean): "True" | "False" => (done ? "True" : "False");

const serverError = () =>
  fail.billingUnavailable("BILLING_UNAVAILABLE", dashboardMessages.profileServerError);
const asServerError = (error: unknown): never => {
  if (isClientFailure(error) && !isFailure(error, "not-found")) throw error;
  throw serverError();
};

async function profileSources(billing: BillingPort, session: CustomerSession) {
  const [details, validation] = await Promise.all([
    billing.personDetails(session.personId),
    session.accountIds[0] ? billing.validateAccount(session.accountIds[0], "GPA") : Promise.resolve(null),
  ]).catch(asServerError);
  return { details, billAddressSource: validation?.billAddressSource ?? "" };
}

export async function editableProfile(deps: { billing: BillingPort }, session: CustomerSession) {
  const [{ details, billAddressSource }, history, questions] = await Promise.all([
    profileSources(deps.billing, session),
    deps.billing.characteristics(session.personId).catch(asServerError),
    Promise.resolve(SECURITY_QUESTIONS),
  ]);
  const phones = phonesOnFile(details.phones);
  const { address } = details;
  const profile: UserAccountDetails = {
    personId: session.personId,
    username: session.username,
    fullName: displayName(details.name),
    emailAddress: details.email ?? "",
    addressLine1: address.street,
    city: address.city,
    postal: address.postal,
    state: address.state,
    country: address.country,
    homePhone: phones.home?.number ?? "",
    mobilePhone: phones.mobile?.number ?? "",
    workPhone: phones.work?.number ?? "",
    billAddressSource,
    securityQuestion: details.securityQuestions[0]?.characteristicValue ?? "",
  };
  return {
    profile,
    // The contract keeps the original portal's names for them (spec 002 §7 edit-account).
    otherDetails: history.map((held) => ({
      CharacteristicType: held.type,
      EffectiveDate: held.effectiveDate,
      AdhocCharacteristicValue: held.adhocValue,
      CharacteristicValue: held.value,
    })),
    securityQuestions: questions.map((question) => ({ ...question })),
  };
}

export interface ProfileChange {
  emailAddress: string;
  home: string;
  mobile: string;
  work: string;
  CharacteristicValue: string;
  Answer: string;
  address1?: string;
  city?: string;
  postal?: string;
  state?: string;
}

export async function updateProfile(
  deps: { billing: BillingPort; mailer: Mailer } & SecurityTextDeps,
  session: CustomerSession,
  change: ProfileChange,
) {
  const { details, billAddressSource } = await profileSources(deps.billing, session);
  const onFile = phonesOnFile(details.phones);
  const oldEmail = details.email ?? "";
  const emailChanged = change.emailAddress.toLowerCase() !== oldEmail.toLowerCase();
  // The mailing address is the person's only when the bill goes there (PER, spec 002 §3).
  const address =
    billAddressSource === "PER" && change.address1 && change.city && change.postal && change.state
      ? { street: change.address1, city: change.city, postal: change.postal, state: change.state }
      : undefined;
  const answer = await deps.billing
    .updateDetails({
      personId: session.personId,
      email: emailChanged ? change.emailAddress : "",
      phones: {
        home: phoneChange(onFile.home, change.home),
        mobile: phoneChange(onFile.mobile, change.mobile),
        work: phoneChange(onFile.work, change.work),
      },
      securityQuestion: change.CharacteristicValue,
      securityAnswer: change.Answer,
      address,
    })
    .catch(asServerError);
  if (answer.changed) await securityText(deps, session, "contact details");
  if (answer.changed && emailChanged && oldEmail) {
    await deps.mailer.queue({
      kind: "email-changed",
      to: oldEmail,
      subject: "PayGPA: your e-mail address was changed",
      text: `The e-mail address of your PayGPA account (${session.username}) was changed to ${change.emailAddress}.\n\nIf you did not make this change, please contact GPA Customer Service at once.`,
    });
  }
  return { result: { status: trueOrFalse(answer.changed), description: answer.message } };
}

export async function changePassword(
  deps: { billing: BillingPort; mailer: Mailer; sessions: SessionStore } & SecurityTextDeps,
  session: CustomerSession,
  passwords: { oldPassword: string; password: string },
) {
  const answer = await deps.billing
    .changePassword(session.username, passwords.oldPassword, passwords.password)
    .catch(asServerError);
  if (!answer.changed) return { result: { status: trueOrFalse(false), description: answer.message } };
  // A stolen session must not outlive the password it was opened with: every session ends, this one too.
  await deps.sessions.endAllSessionsOf({ kind: "customer", personId: session.personId });
  await securityText(deps, session, "password");
  const details = await deps.billing.personDetails(session.personId).catch(() => null);
  const email = details?.email;
  if (email) {
    await deps.mailer.queue({
      kind: "password-changed",
      to: email,
      subject: "PayGPA: your password was changed",
      text: `The password of your PayGPA account (${session.username}) was changed, and every session was signed out.\n\nIf you did not make this change, please use Forgot Password or contact GPA Customer Service at once.`,
    });
  }
  return { result: { status: trueOrFalse(true), description: answer.message } };
}
