/** Payment arrangement (decision 018): other rooms import only from here. */
export { arrangementHandlers } from "./arrangement.handlers";
export { arrangementUploadAdmissions } from "./arrangement.handlers";
export { holdsCommercialAccount } from "./arrangement-rules";
export { arrangementDetailsOf, billingFacts } from "./eligibility.service";
