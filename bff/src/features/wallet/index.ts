/** Saved cards (decision 030): routes, the card dialog's 'Save this card', and the tokens AutoPay pays with. */
export { walletHandlers } from "./wallet.handlers";
export { keepCardOfPayment, ownedCard, tokenCardOf } from "./wallet.service";
export { expiryStatus } from "./wallet-rules";
