/** What `POST /payments/card` answers the card dialog. */
export type CardPaymentAnswer =
  | { ok: true; invoice: string; approved: boolean; message: string }
  /** `fields`: the messages of each card field in error, by the request's field names. */
  | {
      ok: false;
      message: string;
      fields?: Record<string, string[]>;
      /** Set when the checkout was made but the gateway failed: the result page follows it. */
      invoice?: string;
    };
