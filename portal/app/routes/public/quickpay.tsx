import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

/** /quickpay: the registered entry of Quick Pay (spec 002 §2); the flow itself lives at /paynow. */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/paynow${search}`);
}
