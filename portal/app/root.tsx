import * as Tooltip from "@radix-ui/react-tooltip";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { messages } from "@paygpa/bff/contract";
import { PublicHeader, SiteFooter } from "./components/site";
import { useNonce } from "./lib/nonce-provider";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-100 font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Outlet />
    </Tooltip.Provider>
  );
}

export const meta: MetaFunction = () => [
  { title: "PayGPA | Guam Power Authority" },
  {
    name: "description",
    content:
      "Pay your Guam Power Authority electric bill, view your accounts and manage your profile online.",
  },
];

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader width="max-w-6xl" reloadDocument />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-900">
          {notFound ? "Page not found" : "Something went wrong"}
        </h1>
        <p role="alert" className="text-slate-700">
          {notFound ? messages.notFound : messages.serverErrorTryAgain}
        </p>
        <a href="/" className="button-primary">
          Back to Homepage
        </a>
      </main>
      <SiteFooter />
    </div>
  );
}
