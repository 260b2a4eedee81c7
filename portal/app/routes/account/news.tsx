/** News (spec 001 §2): placeholder items only, as in the original. */
import type { MetaFunction } from "@remix-run/node";

const NEWS = [
  {
    title: "PayGPA now on your phone",
    date: "Coming soon",
    body: "Pay your bill from any phone or tablet browser.",
  },
  { title: "Paperless billing", date: "Coming soon", body: "Receive your bills by e-mail and save paper." },
  { title: "Energy saving tips", date: "Coming soon", body: "Simple ways to lower your monthly power bill." },
] as const;

export default function NewsPage() {
  return (
    <section aria-labelledby="news-heading" className="card p-6">
      <h1 id="news-heading" className="text-2xl font-bold text-brand-900">
        News
      </h1>
      <ul className="mt-4 space-y-4">
        {NEWS.map((item) => (
          <li key={item.title} className="rounded-md border border-slate-200 p-4">
            <h2 className="font-semibold text-brand-900">{item.title}</h2>
            <p className="text-sm text-slate-600">{item.date}</p>
            <p className="mt-1 text-slate-700">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "News | PayGPA | Guam Power Authority" }];
