/**
 * The card dialog's form (spec 000 §2 'Card checkout modals'), read the same way in the browser
 * (Conform's onValidate) and by the action: the contract's `PayeezyRequest`, after the card number
 * loses its spaces and dashes and the expiry its slash (the gateway takes digits, MMYY).
 */
import { parseWithValibot } from "@conform-to/valibot";
import { PayeezyRequest } from "@paygpa/contract";

/** The dialog's text fields in screen order (the first one in error gets the focus). */
export const CARD_FIELD_NAMES = [
  "card_holder",
  "card_num",
  "exp_date",
  "CAVV",
  "billingZipCode",
  "confirmationEmail",
] as const;
export type CardFieldName = (typeof CARD_FIELD_NAMES)[number];

/** A copy of the posted form with the card number and expiry as digits, as the schema expects them. */
export function cardFormData(formData: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue; // no files in a card form
    if (name === "card_num") copy.append(name, value.replace(/[\s-]/g, ""));
    else if (name === "exp_date") copy.append(name, value.replace(/\D/g, ""));
    else copy.append(name, value);
  }
  return copy;
}

/** The card form checked with the contract's schema; an emptied field is missing, with its own message. */
export function parseCardForm(formData: FormData) {
  return parseWithValibot(cardFormData(formData), { schema: PayeezyRequest, info: { abortPipeEarly: true } });
}

/** Only the dialog's own fields' messages (those it can show under a field), or none. */
export function cardFieldErrors(
  errors: Record<string, readonly string[] | null | undefined> | undefined,
): Partial<Record<CardFieldName, string[]>> | null {
  const shown = CARD_FIELD_NAMES.filter((name) => errors?.[name]?.length).map(
    (name) => [name, [...(errors?.[name] ?? [])]] as const,
  );
  return shown.length > 0 ? Object.fromEntries(shown) : null;
}
