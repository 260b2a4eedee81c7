import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Users (spec 000 §2 'Admin users'). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.users });
  return null;
}

export default function UsersScreen() {
  return (
    <section aria-labelledby="users-heading" className="card p-6">
      <h1 id="users-heading" className="text-2xl font-bold text-brand-900">
        Users
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Users | PayGPA Admin" }];
