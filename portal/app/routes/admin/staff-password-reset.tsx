import { ADMIN_LEVELS, type WebUserFound, adminMessages, messages } from "@paygpa/contract";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { ResetDialog, type ResetAnswer } from "./staff-password-reset/reset-dialog";
import { parseCustomerReset } from "./staff-password-reset/reset-form";
import { refusalOf, replyToRefusal } from "../../lib/refusal.server";
import { requireAdmin } from "../../lib/session.server";
import { StatusMessage, TextInput } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";

const COLUMNS = [{ label: "User ID" }, { label: "Customer Name" }, { label: "Actions" }];

/** The search by account number (spec 000 §2 'Change Password'): its account in the address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.passwordReset });
  const accountId = (new URL(request.url).searchParams.get("accountId") ?? "").trim();
  if (!accountId) return { accountId, users: [] as WebUserFound[], error: null };
  if (!/^\d{10}$/.test(accountId)) return { accountId, users: [], error: messages.accountNumberInvalid };
  try {
    const { result } = await context.bff.call("searchWebUser", { accountId }, { token });
    return {
      accountId,
      users: result.desc,
      error: result.status === "Success" ? null : (result.description ?? null),
    };
  } catch (error) {
    return {
      accountId,
      users: [],
      error: refusalOf(error, { unavailable: messages.serverErrorTryAgain }).formErrors.join(" "),
    };
  }
}

/** The edit dialog's Save: the BFF finds the web user on the account again and resets it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.passwordReset });
  const submission = parseCustomerReset(await request.formData());
  const hideFields = ["password", "confirm_password"];
  if (submission.status !== "success")
    return data<ResetAnswer>({ result: submission.reply({ hideFields }) }, { status: 400 });
  const { accountId, personId, password } = submission.value;
  try {
    const answer = await context.bff.call(
      "customerPasswordReset",
      { accountId, personId, password },
      { token },
    );
    return data<ResetAnswer>({
      result: submission.reply({ resetForm: true, hideFields }),
      outcome: { ok: answer.result.status === "Success", message: answer.result.description },
    });
  } catch (error) {
    return data<ResetAnswer>({
      result: replyToRefusal(
        submission,
        error,
        { unavailable: adminMessages.failedTryAgain },
        { hideFields },
      ),
    });
  }
}

export default function PasswordResetScreen() {
  const { accountId, users, error } = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState<WebUserFound | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return (
    <section aria-labelledby="password-reset-heading" className="card space-y-4 p-6">
      <h1 id="password-reset-heading" className="text-2xl font-bold text-brand-900">
        Change Password
      </h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextInput
          name="accountId"
          label="Account Number"
          defaultValue={accountId}
          inputMode="numeric"
          maxLength={10}
        />
        <button type="submit" className="button-primary">
          Search
        </button>
      </Form>
      {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
      {users.length > 0 ? (
        <Table caption="Search Results" columns={COLUMNS}>
          {users.map((user) => (
            <tr key={user.personId} className="border-b border-slate-200">
              <RowHeader>{user.username}</RowHeader>
              <Cell>{user.fullName}</Cell>
              <Cell>
                <button type="button" className="button-secondary" onClick={() => setEditing(user)}>
                  Edit<span className="sr-only"> {user.username}</span>
                </button>
              </Cell>
            </tr>
          ))}
        </Table>
      ) : null}
      <ResetDialog user={editing} accountId={accountId} onClose={close} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Password Reset | PayGPA Admin" }];
