/**
 * The account holder's door: who holds an account as billing knows them (the name in reading
 * order) and where its bills go (the billing address and its zip check). Shared by accounts,
 * sign-up, payments (quick pay, the checkout's name) and the phoned-in screen, so that none of them
 * reaches into another for it.
 */
export { type BillingAddress, billingAddressOf, postalMatches } from "./bill-address";
export { cashOnlyFlagOf } from "./cash-only";
export { displayName } from "./display-name";
