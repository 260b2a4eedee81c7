/** A wallet or AutoPay action's answer: the BFF's refusal as one message (and its fields), or done. */
import { messages } from "@paygpa/contract";
import { data } from "@remix-run/node";
import { BffError, BffUnauthorized } from "../../lib/bff.server";

export type ActionAnswer = {
  ok: boolean;
  intent: string;
  message: string;
  fields?: Record<string, string[]>;
};

export async function answerOf(intent: string, done: string, work: () => Promise<unknown>) {
  try {
    await work();
    return data<ActionAnswer>({ ok: true, intent, message: done });
  } catch (error) {
    if (!(error instanceof BffError) || error instanceof BffUnauthorized) throw error;
    const first = Object.values(error.fields)[0]?.[0];
    const message = error.status >= 500 ? messages.serverErrorTryAgain : (first ?? error.message);
    return data<ActionAnswer>({ ok: false, intent, message, fields: error.fields }, { status: error.status });
  }
}
