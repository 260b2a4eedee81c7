/**
 * e4's request errors: HTTP 400 with a plain-text body `Bad Request (NN) - text`, the EXact code and
 * its message, no `<TransactionResult>` and no transaction kept. Recorded real answers: omnipay-exact
 * (`tests/Mock/…`, "Bad Request (22) - Invalid Credit Card Number", HTTP 400), activemerchant
 * (`active_merchant_stubs_first_data`: error_number 400, "Bad Request (22) - Invalid Credit Card
 * Number"), and a published e4 client's table of them ("Bad Request (25) - Invalid Expiry Date",
 * "Bad Request (26) - Invalid Amount", "Bad Request (95) - Invalid Currency Requested").
 */
export class E4BadRequest extends Error {
  constructor(
    readonly code: string,
    readonly text: string,
  ) {
    super(`Bad Request (${code}) - ${text}`);
    this.name = "E4BadRequest";
  }
}

export const invalidCardNumber = () => new E4BadRequest("22", "Invalid Credit Card Number");
export const invalidExpiryDate = () => new E4BadRequest("25", "Invalid Expiry Date");
export const invalidCurrency = () => new E4BadRequest("95", "Invalid Currency Requested");
