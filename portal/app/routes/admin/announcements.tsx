import { ADMIN_LEVELS } from "@paygpa/bff/contract";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "../../lib/session.server";

/** Announcements (spec 000 §2): a placeholder until the announcements screen is built. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, { levels: ADMIN_LEVELS.announcements });
  return null;
}

export default function AnnouncementsScreen() {
  return (
    <section aria-labelledby="announcements-heading" className="card p-6">
      <h1 id="announcements-heading" className="text-2xl font-bold text-brand-900">
        Announcements
      </h1>
      <p className="mt-3 text-slate-700">This screen comes with a later part of the back office.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Announcements | PayGPA Admin" }];
