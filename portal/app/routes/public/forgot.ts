/**
 * The Forgot Password and Forgot Username dialogs post here (no screen of its own): step 'identify'
 * asks the BFF for the security question, step 'answer' sends the typed answer, which the BFF
 * checks before it e-mails the reset link or the username.
 */
import type { SubmissionResult } from "@conform-to/react";
import { accessMessages } from "@paygpa/contract";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import {
  type ForgotActionData,
  type ForgotKind,
  parseAnswer,
  parseIdentify,
} from "../../features/forgot/forgot-answer";
import { refusalOf } from "../../lib/refusal.server";

function failure(kind: ForgotKind, description: string): ForgotActionData {
  return {
    step: "result",
    ok: false,
    title: kind === "password" ? accessMessages.passwordRequestFailed : "Error",
    description,
  };
}

function fromError(
  kind: ForgotKind,
  step: "identify" | "answer",
  submission: { reply(options: { fieldErrors: Record<string, string[]> }): SubmissionResult<string[]> },
  error: unknown,
): ForgotActionData {
  const { fieldErrors, formErrors } = refusalOf(error, {
    unavailable: (down) =>
      down.code === "BFF_UNREACHABLE" ? accessMessages.noResponse : accessMessages.serverErrorLater,
    refused: (refusal) => refusal.message,
  });
  const [message] = formErrors;
  return message === undefined ? { step, result: submission.reply({ fieldErrors }) } : failure(kind, message);
}

export async function loader() {
  return redirect("/");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind: ForgotKind = params.kind === "username" ? "username" : "password";
  if (params.kind !== "password" && params.kind !== "username")
    throw new Response("Not found", { status: 404 });
  const bff = context.bff;
  const formData = await request.formData();
  const step = formData.get("step") === "answer" ? "answer" : "identify";

  if (step === "identify") {
    const submission = parseIdentify(formData, kind);
    if (submission.status !== "success") {
      return data<ForgotActionData>({ step, result: submission.reply() }, { status: 400 });
    }
    try {
      const value = submission.value as { accountId: string; username?: string; emailAddress?: string };
      const answer =
        kind === "password"
          ? await bff.call("forgotPassword", {
              accountId: value.accountId,
              division: "GPA",
              username: value.username ?? "",
            })
          : await bff.call("forgotUsername", {
              accountId: value.accountId,
              division: "GPA",
              emailAddress: value.emailAddress ?? "",
            });
      return data<ForgotActionData>({ step: "question", flowId: answer.flowId, question: answer.question });
    } catch (error) {
      return data(fromError(kind, step, submission, error));
    }
  }

  const submission = parseAnswer(formData);
  if (submission.status !== "success") {
    return data<ForgotActionData>({ step, result: submission.reply() }, { status: 400 });
  }
  try {
    const answer = await bff.call(
      kind === "password" ? "sendEmailForgotPassword" : "sendEmailForgotUsername",
      { flowId: submission.value.flowId, answer: submission.value.answer },
    );
    return data<ForgotActionData>({
      step: "result",
      ok: true,
      title: answer.result.title,
      description: answer.result.description,
    });
  } catch (error) {
    return data(fromError(kind, step, submission, error));
  }
}
