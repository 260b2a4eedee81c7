import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Phoned-In Bill Payment (spec 000 §2): a placeholder until the phoned-in stepper is built (issue 11). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.phonedIn });
  return null;
}

export default function PhonedInScreen() {
  return (
    <section aria-labelledby="phoned-in-heading" className="card p-6">
      <h1 id="phoned-in-heading" className="text-2xl font-bold text-brand-900">
        Phoned In
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Phoned In | PayGPA Admin" }];
