/**
 * The phone numbers texts go to (decision 038), kept in one form: E.164.
 */

/** A phone number in E.164 (+16715551234): the only form the BFF keeps and sends to. */
export type MobileNumber = string & { readonly __phone: unique symbol };

export function phoneNumber(text: string): MobileNumber | null {
  const digits = text.replace(/[\s().-]/g, "");
  const e164 = /^\+[1-9]\d{7,14}$/.test(digits)
    ? digits
    : /^\d{7}$/.test(digits)
      ? `+1671${digits}` // a Guam number written locally: 647-5787
      : /^1?\d{10}$/.test(digits)
        ? `+1${digits.slice(-10)}`
        : null;
  return e164 as MobileNumber | null;
}
