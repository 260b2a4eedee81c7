/** The forgot dialogs' forms and what their action (`/forgot/:kind`) answers, step by step. */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { ForgotAnswerRequest, ForgotPasswordRequest, ForgotUsernameRequest } from "@paygpa/contract";

export type ForgotKind = "password" | "username";

export type ForgotActionData =
  | { step: "identify" | "answer"; result: SubmissionResult<string[]> }
  | { step: "question"; flowId: string; question: string }
  | { step: "result"; ok: boolean; title: string; description: string };

/** Empty strings kept (the contract's 'Please enter …'), the first failed rule of each field only. */
const options = { disableAutoCoercion: true, info: { abortPipeEarly: true } } as const;

/** Step 'identify': the account number, and the username (password) or the e-mail on file (username). */
export function parseIdentify(formData: FormData, kind: ForgotKind) {
  return kind === "password"
    ? parseWithValibot(formData, { schema: ForgotPasswordRequest, ...options })
    : parseWithValibot(formData, { schema: ForgotUsernameRequest, ...options });
}

/** Step 'answer': the answer to the security question, with the flow it belongs to. */
export function parseAnswer(formData: FormData) {
  return parseWithValibot(formData, { schema: ForgotAnswerRequest, ...options });
}
