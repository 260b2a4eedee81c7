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
 * The dashboard's BFF calls as the portal makes them: who the session is, then the person's details,
 * every account's line (one `dashboard-overview` call) and the arrangement button's answer
 * (`details-payment-arr`, spec 002 §4) at once; the whole answer awaited (no streaming), the
 * portal's complete markup rendered.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const session = await bffJson<Session>("/api/v1/session", { token });
  const ids = (accounts: Account[]) => accounts.map((account) => account.AccountID);
  const [details, overview, arrangement] = await Promise.all([
    bffJson<{ result: unknown }>("/api/v1/user-details", { token, body: { personId: session.personId } }),
    bffJson<{ postpaid: unknown[]; prepaid: unknown[] }>("/api/v1/dashboard-overview", {
      token,
      body: { postpaid: ids(session.postpaid), prepaid: ids(session.prepaid) },
    }),
    bffJson<{ availability: string; commercialNotice: boolean }>("/api/v1/details-payment-arr", {
      token,
      body: { personId: session.personId },
    }),
  ]);
  return {
    details: details.result,
    lines: [...overview.postpaid, ...overview.prepaid],
    arrangement: { availability: arrangement.availability, commercialNotice: arrangement.commercialNotice },
  };
}

export default function Dashboard() {
  useLoaderData<typeof loader>();
  return <PortalMarkup page="dashboard" />;
}
