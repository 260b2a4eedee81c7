/**
 * Date formatters made once per locale and options, and kept: a formatter with a time zone holds
 * ICU's zone data in native memory (about 30 KB the collector does not weigh), and one made per call
 * — per receipt, per search row — grew a service's RSS under load and cost a tenth of its CPU
 * (bench/README.md, "Memory" and "Soak of the bill-day mix"). The options come from code and
 * configuration (a time zone), so the map stays as small as they are.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\n${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}

/** For tests: runs `work` while counting the `Intl.DateTimeFormat`s it makes. */
export function formattersMadeBy(work: () => void): number {
  const Original = Intl.DateTimeFormat;
  let count = 0;
  Intl.DateTimeFormat = class extends Original {
    constructor(...options: ConstructorParameters<typeof Original>) {
      super(...options);
      count += 1;
    }
  } as typeof Intl.DateTimeFormat;
  try {
    work();
  } finally {
    Intl.DateTimeFormat = Original;
  }
  return count;
}
