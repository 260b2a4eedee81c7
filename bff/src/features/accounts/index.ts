/** The accounts feature's door: other rooms import only from here. */
export { accountsHandlers } from "./accounts.handlers";
export { type BillingAddress, billingAddressOf, postalMatches } from "./bill-address";
export { displayName } from "./account-summary";
export { accountSummaryLine } from "./account-summary";
export { accountSummary, customerInformation } from "./accounts.service";
