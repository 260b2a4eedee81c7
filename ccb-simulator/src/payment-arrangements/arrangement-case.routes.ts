/**
 * A payment arrangement's case in billing (spec 002 §7): create-case, the signed form attached to it
 * (payment-arr-update-details), and staff's decision. Writes are idempotent (`payment-arrangements.ts`).
 */
import { createHash } from "node:crypto";
import type Router from "@koa/router";
import type { Clock } from "@paygpa/simulator-kit";
import { badRequest, CcbError, unknownAccount, unknownPerson } from "../errors";
import type { CcbStore } from "../store";
import { type Body, jsonObject, requiredCode, requiredInteger, requiredString } from "../validation";
import {
  arrangementContact,
  createArrangementCase,
  decideArrangement,
  recordSignedForm,
} from "./payment-arrangements";

const caseNotFound = () => new CcbError(404, "CASE_NOT_FOUND", "Customer contact doesn't exist");

function amountOf(body: Body, field: string): number {
  const text = requiredString(body, field);
  if (!/^-?\d{1,7}\.\d{2}$/.test(text)) throw badRequest(`${field} must be an amount with 2 decimals`);
  return Number(text);
}

/** The largest signed form billing takes (the portal's limit is 10 MB). */
export const SIGNED_FORM_MAX_BYTES = 12 * 1024 * 1024;

/** GPA's case type of a payment-arrangement request, and the characteristic holding the amount asked. */
export const ARRANGEMENT_CASE_TYPE = "CM-PAYARR";
export const ARRANGEMENT_AMOUNT_CHARACTERISTIC = "CM-PAAMT";

/** The amount asked: the case's `CM-PAAMT` characteristic ("250.00"). */
function arrangementAmount(body: Body): number {
  const characteristics = Array.isArray(body.characteristics) ? body.characteristics : [];
  const amount = characteristics
    .map((item) => jsonObject(item))
    .find((item) => item.characteristicType === ARRANGEMENT_AMOUNT_CHARACTERISTIC);
  if (!amount) throw badRequest(`characteristics must hold ${ARRANGEMENT_AMOUNT_CHARACTERISTIC}`);
  const value = amountOf(amount, "characteristicValue");
  if (value <= 0) throw badRequest(`${ARRANGEMENT_AMOUNT_CHARACTERISTIC} must be above 0`);
  return value;
}

/** The signed form's declared size and SHA-256, once its base64 content is checked against both. */
function checkedSignedForm(body: Body): { sha256: string; size: number } {
  const sha256 = requiredString(body, "sha256");
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw badRequest("sha256 must be 64 hexadecimal digits");
  const size = requiredInteger(body, "size", { min: 1, max: SIGNED_FORM_MAX_BYTES });
  const content = requiredString(body, "fileContent");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(content)) throw badRequest("fileContent must be base64");
  const file = Buffer.from(content, "base64");
  if (file.length !== size) throw badRequest("fileContent does not hold size bytes");
  if (createHash("sha256").update(file).digest("hex") !== sha256) {
    throw badRequest("fileContent does not match sha256");
  }
  return { sha256, size };
}

/** Staff's decision on a case: approved or rejected, with a note of at most 2,000 characters. */
function staffDecision(body: Body): { outcome: "approved" | "rejected"; note: string } {
  const outcome = requiredString(body, "outcome");
  if (outcome !== "approved" && outcome !== "rejected") {
    throw badRequest('outcome must be "approved" or "rejected"');
  }
  return { outcome, note: typeof body.note === "string" ? body.note.slice(0, 2000) : "" };
}

export function arrangementCaseRoutes(router: Router, store: CcbStore, clock: Clock): void {
  /**
   * create-case (spec 002 §7): a payment-arrangement case of GPA's case type, the amount asked as a
   * case characteristic. `POST /rest/apis/customer/interactions/cases/` — Oracle Utilities REST
   * API, Interactions / Case, "Create Case" (`…/framework/45012/restapi/op-https-server-port-spl-rest-apis-customer-interactions-cases-post.html`):
   * the case type, account and person are objects (`caseType: { caseType }`, `account: { accountId }`,
   * `person: { personId }`) as that page lists them. The characteristic's and `contactInformation`'s
   * inner field names and the answer's fields are unverified against Oracle (README, decision 027).
   */
  router.post("/customer/interactions/cases/", (ctx) => {
    const body = jsonObject(ctx.request.body);
    requiredCode(jsonObject(body.caseType), "caseType", ARRANGEMENT_CASE_TYPE);
    const accountId = requiredString(jsonObject(body.account), "accountId");
    const personId = requiredString(jsonObject(body.person), "personId");
    const contactInformation = jsonObject(body.contactInformation);
    const amount = arrangementAmount(body);
    if (!store.account(accountId)) throw unknownAccount();
    if (!store.person(personId)) throw unknownPerson();
    const { contact, created } = createArrangementCase(
      store,
      {
        accountId,
        personId,
        name: requiredString(contactInformation, "contactName"),
        emailAddress:
          typeof contactInformation.contactEmail === "string" ? contactInformation.contactEmail : "",
        amount,
      },
      clock.today(),
    );
    ctx.status = created ? 201 : 200;
    ctx.body = {
      caseId: contact.caseId,
      caseType: ARRANGEMENT_CASE_TYPE,
      accountId: contact.AccountID,
      personId,
      created,
      customerContactId: contact.customerContactId,
      customerContactStatus: contact.customerContactStatus,
    };
  });

  /**
   * payment-arr-update-details (spec 002 §7): the signed form itself, base64 in `fileContent`, with
   * its name, type, size and SHA-256, attached to the case (GPA CM service CM-PayArrUpdateDetails;
   * base CCB has no REST service taking a document for a case). The file is checked against its size
   * and digest, then only its metadata is kept (the simulator holds no documents).
   */
  router.post("/cm/paymentArrangements/updateDetails", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const contact = arrangementContact(store, requiredString(body, "customerContactId"));
    if (!contact) throw caseNotFound();
    const { sha256, size } = checkedSignedForm(body);
    recordSignedForm(store, contact, {
      fileName: requiredString(body, "fileName"),
      contentType: requiredString(body, "contentType"),
      size,
      sha256,
      barcode: typeof body.barcode === "string" ? body.barcode : "",
      receivedDate: clock.today(),
    });
    ctx.body = { status: "Success", customerContactStatus: contact.customerContactStatus };
  });

  router.post("/cm/paymentArrangements/decide", (ctx) => {
    const body = jsonObject(ctx.request.body);
    const contact = arrangementContact(store, requiredString(body, "customerContactId"));
    if (!contact) throw caseNotFound();
    const detail = decideArrangement(store, contact, staffDecision(body), clock.today());
    ctx.body = {
      status: "Success",
      customerContactStatus: contact.customerContactStatus,
      decision: detail.decision,
    };
  });
}
