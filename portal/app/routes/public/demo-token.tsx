/**
 * Asks a browser for the control token once (README "Control console"; docs/trainer-guide.md):
 * the token the services printed at start, or PAYGPA_CONTROL_TOKEN when it is set. A right token is
 * kept in the `/demo` cookie and the browser goes back to the demo page it asked for.
 * Production has no demo pages (404).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StaticPage } from "../../components/static-page";
import {
  demoReturnPath,
  grantDemoAccess,
  requireControl,
} from "../../features/demo-access/demo-access.server";
import { StatusMessage, TextInput } from "../../ui/forms";

export const WRONG_TOKEN = "That is not the control token of this stack.";

export function loader({ request }: LoaderFunctionArgs) {
  requireControl();
  const query = new URL(request.url).searchParams;
  return { next: demoReturnPath(query.get("next")), wrong: query.get("wrong") === "1" };
}

export async function action({ request }: ActionFunctionArgs) {
  requireControl();
  const form = await request.formData();
  const next = demoReturnPath(String(form.get("next") ?? ""));
  const granted = await grantDemoAccess(String(form.get("token") ?? "").trim(), next);
  if (granted) return granted;
  return data({ wrong: true }, { status: 401 });
}

export default function DemoToken() {
  const { next, wrong } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StaticPage title="Control token">
      <p>
        The control console and the demo mail are for trainers and QA. Enter the control token once in this
        browser: the one the services printed at start (<code>Control token: …</code>), or the value of{" "}
        <code>PAYGPA_CONTROL_TOKEN</code> when your stack sets it.
      </p>
      {wrong || answer?.wrong ? <StatusMessage tone="error">{WRONG_TOKEN}</StatusMessage> : null}
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="next" value={next} />
        <TextInput name="token" label="Control token" type="password" autoComplete="off" required />
        <button type="submit" className="button-primary">
          Continue
        </button>
      </Form>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [
  { title: "Control token | PayGPA" },
  { name: "robots", content: "noindex" },
];
