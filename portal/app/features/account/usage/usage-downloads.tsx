/**
 * Green Button Download My Data (decision 042): the meter's 15-minute reads of the last 13 months as
 * ESPI XML or CSV, from `base`/xml and `base`/csv (the customer's own route, or the back office's).
 */
export function DownloadMyData({ base, description }: { base: string; description: string }) {
  return (
    <section aria-labelledby="download-my-data" className="mt-4 border-t border-slate-200 pt-3">
      <h3 id="download-my-data" className="font-semibold">
        Download My Data
      </h3>
      <p className="text-sm">{description}</p>
      <ul className="mt-1 flex gap-4 text-sm">
        <li>
          <a
            className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
            href={`${base}/xml`}
            download
          >
            Green Button XML
          </a>
        </li>
        <li>
          <a
            className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline"
            href={`${base}/csv`}
            download
          >
            Spreadsheet (CSV)
          </a>
        </li>
      </ul>
    </section>
  );
}
