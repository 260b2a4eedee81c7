/** What the forgot dialogs' action (`/forgot/:kind`) answers, step by step. */
export type ForgotKind = "password" | "username";

export type ForgotActionData =
  | { step: "identify" | "answer"; fieldErrors: Record<string, string[]> }
  | { step: "question"; flowId: string; question: string }
  | { step: "result"; ok: boolean; title: string; description: string };
