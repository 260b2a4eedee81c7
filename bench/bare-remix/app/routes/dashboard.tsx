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
 * and every account's line all at once; the whole answer rendered (no streaming).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const session = await bffJson<Session>("/api/v1/session", { token });
  const line = (path: string) => (account: Account) =>
    bffJson<{ result: unknown }>(path, { token, body: { accountId: account.AccountID } });
  const [details, postpaid, prepaid] = await Promise.all([
    bffJson<{ result: unknown }>("/api/v1/user-details", { token, body: { personId: session.personId } }),
    Promise.all(session.postpaid.map(line("/api/v1/user-latest-bill"))),
    Promise.all(session.prepaid.map(line("/api/v2/prepaid-details"))),
  ]);
  return { details: details.result, lines: [...postpaid, ...prepaid].map((answer) => answer.result) };
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
