import { fail } from "../../platform/failures";
import { accessMessages, type HelpRequest } from "@paygpa/contract";
import type { Services } from "../../services";
import { insertHelpRequest } from "./help.repository";

/**
 * Help & Support's Customer Feedback (spec 001 §2, §3): sent to billing as a customer contact, then
 * stored with billing's contact id. Nothing is stored when billing does not take it (so a retry
 * does not duplicate it).
 */
export async function sendHelpRequest(
  services: Pick<Services, "billing" | "clock" | "db" | "logger">,
  request: HelpRequest,
): Promise<void> {
  const fullName = `${request.firstName} ${request.lastName}`;
  let contact: { customerContactId: string };
  try {
    contact = await services.billing.createCustomerContact({
      accountId: request.accountId,
      personId: request.personId,
      contactType: request.contactType,
      description: `Web feedback from ${fullName} <${request.emailAddress}>: ${request.message}`,
    });
  } catch (error) {
    services.logger.error("help request not taken by billing", { error: String(error) });
    throw fail.billingUnavailable("HELP_FAILED", accessMessages.helpFailed);
  }
  await insertHelpRequest(services.db, {
    person_id: request.personId,
    account_id: request.accountId,
    email: request.emailAddress,
    full_name: fullName,
    contact_type: request.contactType,
    message: request.message,
    created_at: services.clock.now().toISOString(),
    customer_contact_id: contact.customerContactId,
  });
}
