/**
 * Leaving budget billing, confirmed first (decision 043), by the customer or by a clerk for a
 * phoning customer: the dialog says what billing settles on the next bill, its difference so far as
 * billing gave it, and asks to confirm. The BFF takes the account off in billing and audits it.
 */
import { budgetMessages } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import { differenceWords } from "./budget-state-words";
import { DialogFormEnd, Modal } from "../../ui/dialogs";

export function LeaveBudgetDialog({
  deviation,
  busy,
  errors,
}: {
  deviation: string;
  busy: boolean;
  errors?: readonly string[] | null;
}) {
  return (
    <Modal
      title="Leave budget billing?"
      description={`${differenceWords(deviation)} The difference is settled on the account's next bill.`}
      trigger={
        <button type="button" className="button-secondary">
          {budgetMessages.leave}
        </button>
      }
      closeButton={false}
    >
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="leave" />
        <DialogFormEnd errors={errors} busy={busy} submitLabel="Yes, leave budget billing" />
      </Form>
    </Modal>
  );
}
