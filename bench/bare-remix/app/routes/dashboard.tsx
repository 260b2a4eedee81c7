import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { bffJson, tokenOf } from "../bff.server";
import { PortalMarkup } from "../markup";

interface Account {
  AccountID: string;
}
interface Session {
  personId: string;
  postpaid: Account[];
  prepaid: Account[];
}

/**
 * The dashboard's BFF calls as the portal makes them: who the session is, then the Overview's one
 * call (`dashboard-overview`: every account's line, the person's details and the arrangement
 * button's answer, spec 002 §4); the whole answer awaited (no streaming), the portal's complete
 * markup rendered.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  await bffJson<Session>("/api/v1/session", { token });
  const overview = await bffJson<{
    accounts: unknown[];
    customer: unknown;
    arrangement: { availability: string; commercialNotice: boolean } | null;
  }>("/api/v1/dashboard-overview", { token, body: {} });
  return { details: overview.customer, lines: overview.accounts, arrangement: overview.arrangement };
}

export default function Dashboard() {
  useLoaderData<typeof loader>();
  return <PortalMarkup page="dashboard" />;
}
