/**
 * The loaders of a feature's report screen and its CSV twin (payment extensions, due date changes,
 * outage calls and alerts, budget billing): the Reports levels' guard first, the filters read from
 * the address (empty means any), the page; the BFF checks the filters, pages and exports.
 */
import { ADMIN_LEVELS, messages } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { refusalOf } from "../../lib/refusal.server";
import { requireAdmin } from "../../lib/session.server";

type Filters<Names extends readonly string[]> = Record<Names[number], string>;

function filtersOf<const Names extends readonly string[]>(request: Request, names: Names): Filters<Names> {
  const params = new URL(request.url).searchParams;
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) as Filters<Names>;
}

/** One page of the report for the filters in the address, or why the BFF refused them. */
export async function loadReportPage<const Names extends readonly string[], Report>(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  names: Names,
  read: (input: Filters<Names> & { page: string }, token: string) => Promise<Report>,
) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const filters = filtersOf(request, names);
  const page = new URL(request.url).searchParams.get("page") ?? "1";
  try {
    const report = await read({ ...filters, page: /^\d{1,6}$/.test(page) ? page : "1" }, token);
    return { filters, report, refusal: null };
  } catch (error) {
    return {
      filters,
      report: null,
      refusal: refusalOf(error, { unavailable: messages.serverErrorTryAgain }),
    };
  }
}

/** The report's CSV: the BFF's stream passed on as it comes, with its file name and row count for the progress bar. */
export async function passOnReportExport<const Names extends readonly string[]>(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  names: Names,
  stream: (filters: Filters<Names>, token: string) => Promise<Response>,
) {
  const { token } = await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.reports });
  const answer = await stream(filtersOf(request, names), token);
  const headers = new Headers();
  for (const name of ["content-type", "content-disposition", "x-total-rows"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
