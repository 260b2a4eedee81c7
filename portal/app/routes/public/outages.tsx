/**
 * /outages (decision 046): the island view for anyone; with an account number and its billing zip
 * (quick access, checked as quick pay checks them), that account's outage status and the report form.
 */
import { OutageQuickAccessRequest } from "@paygpa/contract";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { PublicHeader, SiteFooter } from "../../components/site";
import { IslandMap } from "../../features/outages/island-map";
import { outageAction } from "../../features/outages/outage-actions.server";
import {
  commitOutageAccess,
  forgetOutageAccess,
  readOutageAccess,
} from "../../features/outages/outage-cookie.server";
import { OutagesView } from "../../features/outages/outages-view";
import { QuickAccessForm } from "../../features/outages/quick-access-form";
import { BffUnauthorized } from "../../lib/bff.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const island = await context.bff.call("outageIsland", undefined);
  const access = await readOutageAccess(request);
  if (!access) return { island, status: null };
  try {
    const status = await context.bff.call("myOutages", undefined, { token: access.token });
    return { island, status };
  } catch (error) {
    if (!(error instanceof BffUnauthorized)) throw error;
    // The token went idle: ask for the account and zip again.
    return data({ island, status: null }, { headers: { "Set-Cookie": await forgetOutageAccess(request) } });
  }
}

type QuickAccessAnswer = {
  ok: false;
  intent: "quick-access";
  message: string;
  fields?: Record<string, string[]>;
};

async function quickAccess(request: Request, context: ActionFunctionArgs["context"], formData: FormData) {
  const parsed = v.safeParse(OutageQuickAccessRequest, {
    accountId: String(formData.get("accountId") ?? ""),
    postal: String(formData.get("postal") ?? ""),
  });
  if (!parsed.success) {
    const fields = v.flatten<typeof OutageQuickAccessRequest>(parsed.issues).nested ?? {};
    const first = Object.values(fields)[0]?.[0] ?? "";
    return data<QuickAccessAnswer>(
      { ok: false, intent: "quick-access", message: first, fields: fields as Record<string, string[]> },
      { status: 400 },
    );
  }
  const answer = await context.bff.call("outageQuickAccess", parsed.output);
  if (answer.status === "Failed") {
    return data<QuickAccessAnswer>(
      { ok: false, intent: "quick-access", message: answer.details },
      { status: 400 },
    );
  }
  const cookie = await commitOutageAccess(request, {
    token: answer.token,
    accountId: parsed.output.accountId,
  });
  return redirect("/outages", { headers: { "Set-Cookie": cookie } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "quick-access") return quickAccess(request, context, formData);
  if (intent === "leave")
    return redirect("/outages", { headers: { "Set-Cookie": await forgetOutageAccess(request) } });
  const access = await readOutageAccess(request);
  if (!access) return redirect("/outages");
  try {
    return await outageAction(context.bff, access.token, formData);
  } catch (error) {
    if (!(error instanceof BffUnauthorized)) throw error;
    return redirect("/outages", { headers: { "Set-Cookie": await forgetOutageAccess(request) } });
  }
}

export default function PublicOutages() {
  const { island, status } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const quickAccessAnswer = answer && answer.intent === "quick-access" && !answer.ok ? answer : null;
  const outageAnswer = answer && answer.intent !== "quick-access" && "safety" in answer ? answer : undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900">Power Outages</h1>
        {status ? (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="leave" />
              <button type="submit" className="button-secondary">
                Check another account
              </button>
            </Form>
            <OutagesView status={status} island={island} answer={outageAnswer} />
          </>
        ) : (
          <>
            <QuickAccessForm error={quickAccessAnswer?.message} fields={quickAccessAnswer?.fields} />
            <p className="text-sm">
              Registered customers can <Link to="/">log in</Link> to see every account's outages.
            </p>
            <IslandMap island={island} />
          </>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Power Outages | PayGPA | Guam Power Authority" }];
