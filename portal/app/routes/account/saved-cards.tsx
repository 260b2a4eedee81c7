/**
 * Saved Cards (beyond the spec; decision 030): the person's cards kept as the gateway's tokens —
 * brand, last four, expiry, flagged when they expire this month or next — saved by a $0 check of the
 * card (nothing is charged) and removed with one click. The card number and CVV pass through to the
 * BFF once and are never kept here or there.
 */
import { walletMessages } from "@paygpa/contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireCustomer } from "../../lib/session.server";
import { answerOf } from "../../features/wallet/wallet-answer.server";
import { SavedCardList } from "../../features/wallet/saved-card-list";
import { SelectInput } from "../../ui/choices";
import { BusyButton, StatusMessage, TextInput } from "../../ui/forms";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  return context.bff.call("savedCards", undefined, { token });
}

const text = (formData: FormData, name: string) => String(formData.get(name) ?? "");

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  const formData = await request.formData();
  if (formData.get("intent") === "remove") {
    return answerOf("remove", walletMessages.removed, () =>
      context.bff.call("removeCard", { cardId: text(formData, "cardId") }, { token }),
    );
  }
  return answerOf("save", walletMessages.saved, () =>
    context.bff.call(
      "saveCard",
      {
        card_type: text(formData, "card_type") as "Visa",
        card_holder: text(formData, "card_holder"),
        card_num: text(formData, "card_num").replace(/[\s-]/g, ""),
        exp_date: text(formData, "exp_date").replace(/\D/g, ""),
        CAVV: text(formData, "CAVV"),
        billingZipCode: text(formData, "billingZipCode"),
      },
      { token },
    ),
  );
}

const BRANDS = [
  { value: "Visa", label: "Visa" },
  { value: "MasterCard", label: "MasterCard" },
  { value: "Discover", label: "Discover" },
] as const;

export default function SavedCards() {
  const { cards } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errors = (name: string) => (answer && !answer.ok ? answer.fields?.[name] : undefined);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">Saved Cards</h1>
      {answer ? <StatusMessage tone={answer.ok ? "success" : "error"}>{answer.message}</StatusMessage> : null}
      <SavedCardList cards={cards} />
      <section
        aria-labelledby="add-card-heading"
        className="max-w-xl space-y-3 rounded-md bg-white p-4 shadow-sm"
      >
        <h2 id="add-card-heading" className="text-lg font-semibold text-brand-900">
          Save a card
        </h2>
        <p className="text-sm text-slate-700">
          We check the card with your bank for $0.00 (nothing is charged) and keep only a token of it, its
          brand, last four digits and expiry date.
        </p>
        <Form method="post" className="space-y-3" autoComplete="off" key={answer?.ok ? cards.length : "form"}>
          <input type="hidden" name="intent" value="save" />
          <SelectInput name="card_type" label="Card Type" defaultValue="Visa" options={BRANDS} />
          <TextInput name="card_holder" label="Cardholder Name" errors={errors("card_holder")} />
          <TextInput
            name="card_num"
            label="Card Number"
            inputMode="numeric"
            maxLength={19}
            errors={errors("card_num")}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextInput
              name="exp_date"
              label="Expiration Date (MM/YY)"
              placeholder="MM/YY"
              maxLength={5}
              errors={errors("exp_date")}
            />
            <TextInput
              name="CAVV"
              label="CVV"
              type="password"
              inputMode="numeric"
              maxLength={4}
              errors={errors("CAVV")}
            />
          </div>
          <TextInput
            name="billingZipCode"
            label="Billing Zip Code"
            inputMode="numeric"
            maxLength={5}
            errors={errors("billingZipCode")}
          />
          <BusyButton busy={busy} busyText="Please wait..." className="button-primary">
            Save Card
          </BusyButton>
        </Form>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Saved Cards | PayGPA | Guam Power Authority" }];
