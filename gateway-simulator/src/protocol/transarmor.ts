/**
 * TransArmor tokens (TransArmor Tokenization): when the terminal has tokenization on, an approved
 * 00, 01 or 05 answers the card's token, and a later request may name the card by the token (with
 * its card type) instead of its number. The vault keeps token → card digits, never the CVV.
 */
export interface TokenizedCard {
  digits: string;
  cardType: string;
}

export class TokenVault {
  /** Whether the terminal issues tokens (`PUT /__control/terminal/settings { tokenization }`). */
  enabled = false;
  private readonly tokens = new Map<string, TokenizedCard>();

  /**
   * The card's token: 16 digits, the same for one card number every time, ending in the card's last
   * four (the token of the published capture `8938737759041111` for `############1111`).
   */
  tokenFor(digits: string, cardType: string, random: () => number = Math.random): string {
    for (const [token, card] of this.tokens) if (card.digits === digits) return token;
    let token: string;
    do {
      token = `9${String(Math.floor(random() * 1e11)).padStart(11, "0")}${digits.slice(-4)}`;
    } while (this.tokens.has(token));
    this.tokens.set(token, { digits, cardType });
    return token;
  }

  /** The card a token stands for. */
  cardOf(token: string): TokenizedCard | undefined {
    return this.tokens.get(token);
  }
}
