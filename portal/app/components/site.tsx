/** Pieces every page shares: the customer-service contacts, the public header and the footer. */
import { Link } from "@remix-run/react";
import { GpaLogo } from "./brand";

export const CUSTOMER_SERVICE = {
  phone: "(671) 647-5787",
  phoneHref: "tel:+16716475787",
  email: "customersupport@gpagwa.com",
  hours: "7:00 a.m. to 6:00 p.m. Monday to Friday",
} as const;

const SISTER_UTILITIES = [
  { name: "Guam Waterworks Authority", href: "https://guamwaterworks.org" },
  { name: "Guam Power Authority", href: "https://guampowerauthority.com" },
] as const;

/** GPA Customer Service: phone, e-mail and call-centre hours. */
export function CustomerServiceContacts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="customer-service-heading" className="text-sm text-slate-700">
      <Heading id="customer-service-heading" className="text-base font-bold text-brand-900">
        GPA Customer Service
      </Heading>
      <ul className="mt-2 space-y-1.5">
        <li>
          <span className="font-semibold">Phone: </span>
          <a href={CUSTOMER_SERVICE.phoneHref} className="inline-flex min-h-6 items-center">
            {CUSTOMER_SERVICE.phone}
          </a>
        </li>
        <li>
          <span className="font-semibold">E-mail: </span>
          <a href={`mailto:${CUSTOMER_SERVICE.email}`} className="inline-flex min-h-6 items-center">
            {CUSTOMER_SERVICE.email}
          </a>
        </li>
        <li>
          <span className="font-semibold">Call centre hours: </span>
          {CUSTOMER_SERVICE.hours}
        </li>
      </ul>
    </section>
  );
}

/**
 * The footer: GPA Customer Service's phone and e-mail first, then the sister-utility links and the
 * product's year. Every screen ends with it, so the help is in the same place on each (WCAG 3.2.6
 * Consistent Help, docs/accessibility.md).
 */
export function SiteFooter({ wide = false }: { wide?: boolean }) {
  const width = wide ? "max-w-7xl" : "max-w-6xl";
  return (
    <footer className="on-dark border-t-4 border-accent-500 bg-brand-900 text-brand-100 print:hidden">
      <p className={`mx-auto ${width} px-4 pt-5 text-sm`} data-help="customer-service">
        <span className="font-semibold text-white">GPA Customer Service: </span>
        <a
          href={CUSTOMER_SERVICE.phoneHref}
          className="inline-flex min-h-6 items-center text-white underline"
        >
          {CUSTOMER_SERVICE.phone}
        </a>
        {" · "}
        <a
          href={`mailto:${CUSTOMER_SERVICE.email}`}
          className="inline-flex min-h-6 items-center break-all text-white underline"
        >
          {CUSTOMER_SERVICE.email}
        </a>
        {" · "}
        <span>{CUSTOMER_SERVICE.hours}</span>
      </p>
      <div
        className={`mx-auto flex ${width} flex-col gap-3 px-4 pt-3 pb-6 text-sm sm:flex-row sm:items-center sm:justify-between`}
      >
        <nav aria-label="Sister utilities">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {SISTER_UTILITIES.map((site) => (
              <li key={site.href}>
                <a
                  href={site.href}
                  className="inline-flex min-h-6 items-center text-white underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {site.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>© 2020 Guam Power Authority. All rights reserved.</p>
      </div>
    </footer>
  );
}

/**
 * The header of every page outside the dashboard: the logo, linking home, and on the login and
 * sign-up pages the FAQ link. `reloadDocument` makes the home link a plain page load (error pages).
 */
export function PublicHeader({
  width = "max-w-4xl",
  withFaq = false,
  reloadDocument = false,
  logoClassName = "h-10 w-auto",
}: {
  width?: string;
  withFaq?: boolean;
  reloadDocument?: boolean;
  logoClassName?: string;
}) {
  return (
    <header className="on-dark bg-brand-900">
      <div className={`mx-auto flex ${width} items-center justify-between gap-4 px-4 py-3`}>
        <Link to="/" reloadDocument={reloadDocument}>
          <GpaLogo className={logoClassName} />
          <span className="sr-only">, home</span>
        </Link>
        {withFaq ? (
          <Link
            to="/faq"
            className="inline-flex min-h-6 items-center text-sm font-semibold text-white underline"
          >
            FAQ
          </Link>
        ) : null}
      </div>
    </header>
  );
}
