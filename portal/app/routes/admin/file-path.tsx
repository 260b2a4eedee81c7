import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Update Payment Arrangement File Path (spec 000 §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.paymentArrangementUploadPath });
  return null;
}

export default function FilePathScreen() {
  return (
    <section aria-labelledby="file-path-heading" className="card p-6">
      <h1 id="file-path-heading" className="text-2xl font-bold text-brand-900">
        Update Payment Arrangement File Path
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Update Payment Arrangement File Path | PayGPA Admin" }];
