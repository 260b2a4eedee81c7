import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Password Reset: a customer's web password (spec 000 §2 'Change Password'). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.passwordReset });
  return null;
}

export default function PasswordResetScreen() {
  return (
    <section aria-labelledby="password-reset-heading" className="card p-6">
      <h1 id="password-reset-heading" className="text-2xl font-bold text-brand-900">
        Change Password
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Change Password | PayGPA Admin" }];
