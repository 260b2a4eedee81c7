import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { bffJson, tokenOf } from "../bff.server";

interface Account {
  AccountID: string;
}
interface Session {
  personId: string;
  postpaid: Account[];
  prepaid: Account[];
}

/**
 * The dashboard's BFF calls as the portal makes them: who the session is, then the person's details
 * and every account's line (one `dashboard-overview` call) at once; the whole answer rendered (no
 * streaming).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const session = await bffJson<Session>("/api/v1/session", { token });
  const ids = (accounts: Account[]) => accounts.map((account) => account.AccountID);
  const [details, overview] = await Promise.all([
    bffJson<{ result: unknown }>("/api/v1/user-details", { token, body: { personId: session.personId } }),
    bffJson<{ postpaid: unknown[]; prepaid: unknown[] }>("/api/v1/dashboard-overview", {
      token,
      body: { postpaid: ids(session.postpaid), prepaid: ids(session.prepaid) },
    }),
  ]);
  return { details: details.result, lines: [...overview.postpaid, ...overview.prepaid] };
}

export default function Dashboard() {
  const { details, lines } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Dashboard</h1>
      <pre>{JSON.stringify(details)}</pre>
      <table>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{JSON.stringify(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
