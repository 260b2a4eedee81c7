/**
 * The card dialog paid with a saved card (decision 030): only the accounts, the card's id, the
 * Confirmation Email and the idempotency key are read, with the contract's `SavedCardPaymentRequest`.
 * Server only: the dialog itself sends the form as it is, and the BFF's answer names any problem.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { SavedCardPaymentRequest } from "@paygpa/contract";
import { parseCardForm } from "./card-form";

export function parseSavedCardForm(formData: FormData) {
  const copy = new FormData();
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue;
    if (name.startsWith("accounts[") || ["cardId", "confirmationEmail", "idempotencyKey"].includes(name)) {
      copy.append(name, value);
    }
  }
  return parseWithValibot(copy, { schema: SavedCardPaymentRequest, info: { abortPipeEarly: true } });
}

/** The dialog's form paid with a new card or a saved one (`cardId`), as the action reads it. */
export function parseCardOrSavedCardForm(formData: FormData) {
  return String(formData.get("cardId") ?? "") !== "" ? parseSavedCardForm(formData) : parseCardForm(formData);
}
