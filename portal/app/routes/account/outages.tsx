/** /dashboard/outages (decision 046): my premises' outages, report one, the island view. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { outageAction } from "../../features/outages/outage-actions.server";
import { OutagesView } from "../../features/outages/outages-view";
import { requireCustomer, toGuardFailure } from "../../lib/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  try {
    const [status, island] = await Promise.all([
      context.bff.call("myOutages", undefined, { token }),
      context.bff.call("outageIsland", undefined),
    ]);
    return { status, island };
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireCustomer(request, context.bff);
  try {
    return await outageAction(context.bff, token, await request.formData());
  } catch (error) {
    throw await toGuardFailure(request, error);
  }
}

export default function Outages() {
  const { status, island } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">Outages</h1>
      <OutagesView status={status} island={island} answer={answer} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Outages | PayGPA" }];
