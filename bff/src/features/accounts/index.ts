/** The accounts feature's door: other rooms import only from here. */
export { accountsHandlers } from "./accounts.handlers";
// Kept here for the rooms that still ask accounts for them; their home is the account holder.
export { type BillingAddress, billingAddressOf, postalMatches } from "../account-holder";
export { displayName } from "./account-summary";
export { accountSummaryLine } from "./account-summary";
export { accountSummary, customerInformation, summaryLine } from "./accounts.service";
