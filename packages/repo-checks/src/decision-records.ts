/**
 * The decision records' heads (docs/decisions/NNN-*.md): under the title, a `Date:` line (the day
 * the record was first written) and a `Status:` line — Accepted, Amended by NNN, or Superseded by
 * NNN — and, on a record that changes an older one, `Amends:` or `Supersedes:` naming it.
 */

export interface DecisionHead {
  number: string;
  date: string | undefined;
  status: string | undefined;
  amends: string[];
  supersedes: string[];
}

const STATUS = /^(Accepted|(Amended by|Superseded by) \d{3}(, \d{3})*)$/;

function field(text: string, name: string): string | undefined {
  const head = text.split("\n## ")[0] ?? "";
  return new RegExp(`^${name}: (.+?)\\s*$`, "m").exec(head)?.[1];
}

function numbers(value: string | undefined): string[] {
  return value ? [...value.matchAll(/\d{3}/g)].map((match) => match[0]) : [];
}

/** The head of one record; `number` is taken from its file name. */
export function decisionHead(fileName: string, text: string): DecisionHead {
  return {
    number: fileName.slice(0, 3),
    date: field(text, "Date"),
    status: field(text, "Status"),
    amends: numbers(field(text, "Amends")),
    supersedes: numbers(field(text, "Supersedes")),
  };
}

/** What is wrong with the records' heads, one line each; empty when they hold together. */
export function decisionProblems(heads: DecisionHead[]): string[] {
  const byNumber = new Map(heads.map((head) => [head.number, head]));
  const problems: string[] = [];
  for (const head of heads) {
    const { number, date, status } = head;
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push(`${number}: no 'Date: YYYY-MM-DD' line`);
    if (!status || !STATUS.test(status)) {
      problems.push(`${number}: no 'Status:' line of Accepted, Amended by NNN or Superseded by NNN`);
      continue;
    }
    const kind = status.startsWith("Superseded") ? "supersedes" : "amends";
    for (const later of numbers(status)) {
      const successor = byNumber.get(later);
      if (!successor) problems.push(`${number}: its status names ${later}, which does not exist`);
      else if (!successor[kind].includes(number))
        problems.push(`${number}: ${later} does not say it ${kind} ${number}`);
    }
    for (const older of [...head.amends, ...head.supersedes]) {
      const earlier = byNumber.get(older);
      if (!earlier) problems.push(`${number}: it names ${older}, which does not exist`);
      else if (!numbers(earlier.status).includes(number))
        problems.push(`${number}: ${older}'s status does not name ${number}`);
    }
  }
  return problems;
}
