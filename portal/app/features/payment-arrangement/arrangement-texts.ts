/** What the arrangement screens share that is not a rule: the contact to ask, the draft's type. */
import type { RouteAnswer } from "@paygpa/contract";

export type ArrangementDraft = RouteAnswer<"paymentArrangementDraft">;
export type ArrangementAccount = ArrangementDraft["accounts"][number];

/** Where customers ask about arrangements (the spec's {email} and {phone}, not given by it). */
export const GPA_CONTACT = { email: "customerservice@gpagwa.com", phone: "(671) 647-5787" } as const;
