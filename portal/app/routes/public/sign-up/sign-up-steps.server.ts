/**
 * Sign-up's action, one function per step (spec 001 §2, §4, §5): the account number, the billing
 * zip, the username check, and the login details. The BFF keeps the sign-up ticket and re-checks
 * every rule; a refusal reaches the form through `refusalOf`.
 */
import { accessMessages, messages } from "@paygpa/contract";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import type { PortalBff } from "../../../lib/bff.server";
import { commitSignUpTicket, forgetSignUp, readSignUpTicket } from "./sign-up-cookie.server";
import { refusalOf, replyToRefusal } from "../../../lib/refusal.server";
import { parseAccountStep, parseLoginDetailsStep, parseZipStep, type SignUpActionData } from "./sign-up-form";

/** What steps 1 and 2 and the username check show of a failed BFF call. */
const stepRefusal = {
  unavailable: messages.serverErrorTryAgain,
  refused: (refusal: Error) => refusal.message || messages.serverErrorTryAgain,
};

/** Step 1: the account number; on success the BFF's ticket goes into the sign-up cookie, and on to step 2. */
async function checkAccount(bff: PortalBff, formData: FormData, request: Request) {
  const intent = "account";
  const submission = parseAccountStep(formData);
  if (submission.status !== "success") {
    return data<SignUpActionData>({ intent, ok: false, result: submission.reply() }, 400);
  }
  try {
    const answer = await bff.call("checkAccountNumber", {
      accountId: submission.value.accountId,
      division: "GPA",
    });
    const cookie = await commitSignUpTicket(request, answer.data.ticket);
    return redirect("/sign-up?step=zip", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return data<SignUpActionData>({
      intent,
      ok: false,
      result: replyToRefusal(submission, error, stepRefusal),
    });
  }
}

/** Step 2: the billing zip; on success the address to confirm and what billing has on file. */
async function checkZip(bff: PortalBff, formData: FormData) {
  const intent = "zip";
  const submission = parseZipStep(formData);
  if (submission.status !== "success") {
    return data<SignUpActionData>({ intent, ok: false, result: submission.reply() }, 400);
  }
  try {
    const answer = await bff.call("signUpValidateZip", {
      ticket: String(formData.get("ticket")),
      postal: submission.value.postal,
    });
    return data<SignUpActionData>({
      intent,
      ok: true,
      address: answer.address,
      hasEmailOnFile: answer.hasEmailOnFile,
      email: answer.email,
      phones: answer.phones,
    });
  } catch (error) {
    return data<SignUpActionData>({
      intent,
      ok: false,
      result: replyToRefusal(submission, error, stepRefusal),
    });
  }
}

/** Step 3, while typing: whether the username is already taken. */
async function checkUsername(bff: PortalBff, formData: FormData) {
  const intent = "username";
  const username = String(formData.get("username") ?? "").trim();
  if (!username) return data<SignUpActionData>({ intent, ok: true, taken: false });
  try {
    const taken =
      (await bff.call("checkUsername", { ticket: String(formData.get("ticket") ?? ""), username })).result
        .status === "True";
    return data<SignUpActionData>({ intent, ok: true, taken });
  } catch (error) {
    // A refusal naming fields says nothing here: Submit checks the username again.
    const [message] = refusalOf(error, stepRefusal).formErrors;
    if (!message) return data<SignUpActionData>({ intent, ok: true, taken: false });
    return data<SignUpActionData>({ intent, ok: false, error: message });
  }
}

/** Step 3's Submit: the login, contact and security details; the ticket is used, the cookie goes. */
async function signUp(bff: PortalBff, formData: FormData, request: Request) {
  const intent = "submit";
  const submission = parseLoginDetailsStep(formData);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data<SignUpActionData>({ intent, ok: false, result: submission.reply({ hideFields }) }, 400);
  }
  try {
    await bff.call("signUpUser", {
      ...submission.value,
      terms: true,
      ticket: String(formData.get("ticket") ?? ""),
    });
    return redirect("/sign-up?step=done", { headers: { "Set-Cookie": await forgetSignUp(request) } });
  } catch (error) {
    const words = {
      unavailable: accessMessages.serverFailed,
      refused: (refusal: Error) => refusal.message || accessMessages.signUpFailed,
    };
    return data<SignUpActionData>({
      intent,
      ok: false,
      result: replyToRefusal(submission, error, words, { hideFields }),
    });
  }
}

const STEPS = { account: checkAccount, zip: checkZip, username: checkUsername, submit: signUp };

/**
 * Steps 2 and 3 post no ticket: it is added here from the sign-up cookie. Without one (expired
 * cookie, another browser) the sign-up starts again at step 1.
 */
export async function signUpAction(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const step = STEPS[intent as keyof typeof STEPS];
  if (!Object.hasOwn(STEPS, intent) || !step) throw new Response("Unknown step", { status: 400 });
  if (intent !== "account") {
    const ticket = await readSignUpTicket(request);
    if (!ticket) return redirect("/sign-up");
    formData.set("ticket", ticket);
  }
  return step(context.bff, formData, request);
}
