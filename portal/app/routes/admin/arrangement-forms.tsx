import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Arrangement Forms: the payment-arrangement work queue, a placeholder until issue 13 fills it. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.paymentArrangementForms });
  return null;
}

export default function ArrangementFormsScreen() {
  return (
    <section aria-labelledby="arrangement-forms-heading" className="card p-6">
      <h1 id="arrangement-forms-heading" className="text-2xl font-bold text-brand-900">
        Arrangement Forms
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Arrangement Forms | PayGPA Admin" }];
