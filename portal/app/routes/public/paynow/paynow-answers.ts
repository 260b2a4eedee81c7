/**
 * What Quick Pay's page answers its step forms (spec 002 §3–§5): the loader's step and account, and
 * the action's form replies. Written here, beside the forms, so that the forms read these shapes
 * without importing their route back.
 */
import type { QuickPayAccount } from "@paygpa/contract";
import type { parseAmount, parseStep1 } from "./quick-pay-form";

/** The loader's answer: the step the cookie allows, its account from step 2 on, step 3's payment key. */
export type PayNowPage = {
  step: number;
  account: QuickPayAccount | null;
  prefillAccountId: string;
  paymentKey: string | null;
};

/** The action's answer when it does not redirect: a step's form reply, or the hosted checkout to post. */
export type ActionAnswer =
  | { intent: "validate"; result: ReturnType<ReturnType<typeof parseStep1>["reply"]> }
  | { intent: "pay"; result: ReturnType<ReturnType<typeof parseAmount>["reply"]> }
  | { intent: "pay"; checkout: { action: string; fields: Record<string, string> } };
