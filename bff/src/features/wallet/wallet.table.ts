/**
 * A person's saved cards (decision 030): the gateway's TransArmor token with what the customer needs
 * to recognise the card. Never the card number, never the CVV, never the billing zip.
 */
export interface SavedCardsTable {
  card_id: string;
  /** CCB's PersonID: the only person who may use or see the card. */
  person_id: string;
  /** The gateway's TransArmor token: it stands for the card at this merchant's terminal only. */
  card_token: string;
  /** Visa, MasterCard or Discover (the card dialog's brands). */
  brand: string;
  last_four: string;
  /** MMYY, as the gateway takes it. */
  expiry: string;
  card_holder: string;
  created_at: string;
}
