/**
 * Leaving budget billing for a phoning customer, confirmed first (decision 043): the dialog says
 * what billing settles on the next bill, its difference so far as billing gave it, and asks the
 * clerk to confirm. The BFF takes the account off in billing and audits it with the clerk.
 */
import { budgetMessages } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import { DialogFormEnd, Modal } from "../../../ui/dialogs";
import { differenceWords } from "./budget-state-words";

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
