/**
 * The report's totals of one utility calendar day (Guam), kept in the same transaction as every
 * checkout written or settled, so the inquiry's totals for a date-only search (the screen's first,
 * unfiltered load included) add up at most a few hundred day rows instead of counting every payment
 * (built for a million payments; spec 000 §3 'Total No of Online Payments', 'Total Amount of Online Payments').
 */
export interface PaymentDayTotalsTable {
  /** The Guam calendar day the attempts were made, YYYY-MM-DD (natural key). */
  day: string;
  /** Report rows of the day: one per account line of every attempt, whatever its outcome. */
  lines: number;
  /** Of those, the lines of attempts the gateway approved. */
  approved_lines: number;
  /** Their amount, in cents. */
  approved_cents: number;
}
