import { Router } from "@koa/router";
import { HelpRequest } from "../../contract/access";
import { assertOwnsAccount, assertOwnsPerson, requireCustomer } from "../auth";
import { accessMessages } from "../../contract/messages";
import { AppError } from "../../platform/http/errors";
import { parseInput } from "../../platform/http/validate";
import type { Services } from "../../services";

/**
 * Help & Support's Customer Feedback (spec 001 §2, §3): sent to billing as a customer contact, then
 * stored with billing's contact id. Nothing is stored when billing does not take it (so a retry
 * does not duplicate it).
 */
export function helpRoutes(services: Services): Router {
  const router = new Router();

  router.post("/api/v1/help-and-support", async (ctx) => {
    const session = await requireCustomer(ctx, services.sessions);
    const request = parseInput(HelpRequest, ctx.request.body);
    assertOwnsPerson(session, request.personId);
    assertOwnsAccount(session, request.accountId);
    const fullName = `${request.firstName} ${request.lastName}`;
    let contact: { customerContactId: string };
    try {
      contact = await services.ccb.createCustomerContact({
        AccountID: request.accountId,
        PersonID: request.personId,
        contactType: request.contactType,
        description: `Web feedback from ${fullName} <${request.emailAddress}>: ${request.message}`,
      });
    } catch (error) {
      services.logger.error("help request not taken by billing", { error: String(error) });
      throw new AppError(502, "HELP_FAILED", accessMessages.helpFailed);
    }
    await services.db
      .insertInto("help_requests")
      .values({
        person_id: request.personId,
        account_id: request.accountId,
        email: request.emailAddress,
        full_name: fullName,
        contact_type: request.contactType,
        message: request.message,
        created_at: services.clock.now().toISOString(),
        customer_contact_id: contact.customerContactId,
      })
      .execute();
    ctx.body = { result: { status: "Success", description: accessMessages.helpSuccess } };
  });

  return router;
}
