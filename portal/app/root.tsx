import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { useNonce } from "./lib/nonce-provider";
import { ErrorPage } from "./ui/error-page";
import { SkipLink } from "./ui/focus";
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
        <SkipLink />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction = () => [
  { title: "PayGPA | Guam Power Authority" },
  {
    name: "description",
    content:
      "Pay your Guam Power Authority electric bill, view your accounts and manage your profile online.",
  },
];

/** Errors of the root itself; each area has its own boundary (routes.ts). */
export function ErrorBoundary() {
  return <ErrorPage />;
}
