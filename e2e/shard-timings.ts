/**
 * Per spec file times from Playwright's JSON report (decision 049): what each file cost, retries
 * included, so that CI prints where the suite's minutes go.
 */
interface JsonSuite {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: JsonSuite[];
}

/** Seconds spent in each spec file of a JSON report, the costliest first. */
export function specFileSeconds(report: { suites?: JsonSuite[] }): [string, number][] {
  const totals = new Map<string, number>();
  const add = (suite: JsonSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(file, (totals.get(file) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) add(child, file);
  };
  for (const suite of report.suites ?? []) add(suite, suite.file ?? "(unknown)");
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The `count` costliest spec files as printable lines, with the suite's total test time. */
export function slowestSpecFiles(report: { suites?: JsonSuite[] }, count: number): string {
  const files = specFileSeconds(report);
  const total = files.reduce((sum, [, seconds]) => sum + seconds, 0);
  const lines = files
    .slice(0, count)
    .map(([file, seconds]) => `  ${seconds.toFixed(0).padStart(5)} s  ${file}`);
  return [`Test time ${total.toFixed(0)} s in ${files.length} spec files; the costliest:`, ...lines].join(
    "\n",
  );
}
