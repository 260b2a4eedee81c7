/**
 * The Forgot Password and Forgot Username dialogs post here (no screen of its own): step 'identify'
 * asks the BFF for the security question, step 'answer' sends the typed answer, which the BFF
 * checks before it e-mails the reset link or the username.
 */
import { parseWithValibot } from "@conform-to/valibot";
import {
  accessMessages,
  ForgotAnswerRequest,
  ForgotPasswordRequest,
  ForgotUsernameRequest,
} from "@paygpa/bff/contract";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import type { ForgotActionData, ForgotKind } from "../../features/forgot/forgot-answer";
import { bffFor } from "../../lib/bff.server";
import { refusalOf } from "../../lib/refusal.server";

/** The first failed rule of each field ('Please enter …' before 'not valid'). */
function firstErrors(errors: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors ?? {})
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)
      .map(([field, list]) => [field, [list[0] as string]]),
  );
}

function failure(kind: ForgotKind, description: string): ForgotActionData {
  return {
    step: "result",
    ok: false,
    title: kind === "password" ? accessMessages.passwordRequestFailed : "Error",
    description,
  };
}

function fromError(kind: ForgotKind, step: "identify" | "answer", error: unknown): ForgotActionData {
  const { fieldErrors, formErrors } = refusalOf(error, {
    unavailable: (down) =>
      down.code === "BFF_UNREACHABLE" ? accessMessages.noResponse : accessMessages.serverErrorLater,
    refused: (refusal) => refusal.message,
  });
  const [message] = formErrors;
  return message === undefined ? { step, fieldErrors } : failure(kind, message);
}

export async function loader() {
  return redirect("/");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind: ForgotKind = params.kind === "username" ? "username" : "password";
  if (params.kind !== "password" && params.kind !== "username")
    throw new Response("Not found", { status: 404 });
  const bff = bffFor(context);
  const formData = await request.formData();
  const step = formData.get("step") === "answer" ? "answer" : "identify";

  if (step === "identify") {
    const schema = kind === "password" ? ForgotPasswordRequest : ForgotUsernameRequest;
    const submission = parseWithValibot(formData, { schema, disableAutoCoercion: true });
    if (submission.status !== "success") {
      return data<ForgotActionData>({ step, fieldErrors: firstErrors(submission.error) }, { status: 400 });
    }
    try {
      const value = submission.value as { accountId: string; username?: string; emailAddress?: string };
      const answer =
        kind === "password"
          ? await bff.forgotPassword(value.accountId, value.username ?? "")
          : await bff.forgotUsername(value.accountId, value.emailAddress ?? "");
      return data<ForgotActionData>({ step: "question", flowId: answer.flowId, question: answer.question });
    } catch (error) {
      return data(fromError(kind, step, error));
    }
  }

  const submission = parseWithValibot(formData, { schema: ForgotAnswerRequest, disableAutoCoercion: true });
  if (submission.status !== "success") {
    return data<ForgotActionData>({ step, fieldErrors: firstErrors(submission.error) }, { status: 400 });
  }
  try {
    const answer = await bff.sendForgotEmail(kind, submission.value.flowId, submission.value.answer);
    return data<ForgotActionData>({
      step: "result",
      ok: true,
      title: answer.result.title,
      description: answer.result.description,
    });
  } catch (error) {
    return data(fromError(kind, step, error));
  }
}
