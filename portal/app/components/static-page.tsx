/** The frame of the static pages (terms, privacy, FAQ, maintenance): header, one card, footer. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PublicHeader, SiteFooter } from "./site";

export function StaticPage({
  title,
  children,
  back = "Back to Homepage",
}: {
  title: string;
  children: ReactNode;
  back?: string | null;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <article className="card space-y-4 p-6 text-slate-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-4 [&_h3]:font-bold [&_h3]:text-brand-900">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {children}
          {back ? (
            <p className="pt-4">
              <Link to="/" className="button-primary">
                {back}
              </Link>
            </p>
          ) : null}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
