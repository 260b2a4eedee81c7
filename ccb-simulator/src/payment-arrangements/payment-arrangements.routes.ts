/**
 * The payment-arrangement API (spec 002 §7: payment-arr-list, details-payment-arr, stop-deposit,
 * create-case, payment-arr-update-details), and staff's decision on a case. Writes are idempotent
 * (src/payment-arrangements.ts).
 */
import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { accountNotFound, badRequest, CcbError, personNotFound } from "../errors";
import {
  arrangementCases,
  arrangementContact,
  arrangementServiceAgreements,
  createArrangementCase,
  decideArrangement,
  recordSignedForm,
  stopDeposit,
} from "./payment-arrangements";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredInteger, requiredString } from "../validation";

const caseNotFound = () => new CcbError(404, "CASE_NOT_FOUND", "Customer contact doesn't exist");

/** A list of 1 to 50 existing account ids. */
function accountIds(store: CcbStore, body: Body): string[] {
  const ids = body.AccountIDs;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50) {
    throw badRequest("AccountIDs must be a list of 1 to 50 account ids");
  }
  for (const id of ids) {
    if (typeof id !== "string") throw badRequest("AccountIDs must be strings");
    if (!store.account(id)) throw accountNotFound();
  }
  return ids as string[];
}

function amountOf(body: Body, field: string): number {
  const text = requiredString(body, field);
  if (!/^-?\d{1,7}\.\d{2}$/.test(text)) throw badRequest(`${field} must be an amount with 2 decimals`);
  return Number(text);
}

export function paymentArrangementRoutes(router: Router, store: CcbStore, clock: Clock): void {
  router.post("/payment-arrangements/service-agreements", (ctx) => {
    const ids = accountIds(store, jsonObject(ctx.request.body));
    ctx.body = {
      result: ids.map((AccountID) => ({ AccountID, result: arrangementServiceAgreements(store, AccountID) })),
    };
  });

  router.post("/payment-arrangements/cases", (ctx) => {
    ctx.body = { result: arrangementCases(store, accountIds(store, jsonObject(ctx.request.body))) };
  });

  router.post("/payment-arrangements/stop-deposit", (ctx) => {
    const accountId = requiredString(jsonObject(ctx.request.body), "AccountID");
    if (!store.account(accountId)) throw accountNotFound();
    const stopped = stopDeposit(store, accountId);
    if (!stopped) throw new CcbError(409, "NO_DEPOSIT", "No active deposit to stop on this account");
    ctx.body = { status: "Success", AccountID: accountId, alreadyStopped: stopped.stopped === "already" };
  });

  router.post("/payment-arrangements/create-case", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const accountId = requiredString(body, "AccountID");
    const personId = requiredString(body, "PersonID");
    const amount = amountOf(body, "paymentArrAmount");
    if (!store.account(accountId)) throw accountNotFound();
    if (!store.person(personId)) throw personNotFound();
    if (amount <= 0) throw badRequest("paymentArrAmount must be above 0");
    const { contact, created } = createArrangementCase(
      store,
      {
        accountId,
        personId,
        name: requiredString(body, "name"),
        emailAddress: typeof body.emailAddress === "string" ? body.emailAddress : "",
        amount,
      },
      clock.today(),
    );
    ctx.status = created ? 201 : 200;
    ctx.body = {
      status: "Success",
      created,
      caseId: contact.caseId,
      customerContactId: contact.customerContactId,
      customerContactStatus: contact.customerContactStatus,
      AccountID: contact.AccountID,
    };
  });

  router.post("/payment-arrangements/update-details", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const contact = arrangementContact(store, requiredString(body, "customerContactId"));
    if (!contact) throw caseNotFound();
    const sha256 = requiredString(body, "sha256");
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw badRequest("sha256 must be 64 hexadecimal digits");
    recordSignedForm(store, contact, {
      fileName: requiredString(body, "fileName"),
      contentType: requiredString(body, "contentType"),
      size: requiredInteger(body, "size", { min: 1, max: 50_000_000 }),
      sha256,
      barcode: typeof body.barcode === "string" ? body.barcode : "",
      receivedDate: clock.today(),
    });
    ctx.body = { status: "Success", customerContactStatus: contact.customerContactStatus };
  });

  router.post("/payment-arrangements/decide", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const contact = arrangementContact(store, requiredString(body, "customerContactId"));
    if (!contact) throw caseNotFound();
    const outcome = requiredString(body, "outcome");
    if (outcome !== "approved" && outcome !== "rejected") {
      throw badRequest('outcome must be "approved" or "rejected"');
    }
    const note = typeof body.note === "string" ? body.note.slice(0, 2000) : "";
    const detail = decideArrangement(store, contact, { outcome, note }, clock.today());
    ctx.body = {
      status: "Success",
      customerContactStatus: contact.customerContactStatus,
      decision: detail.decision,
    };
  });
}
