import * as v from "valibot";

/** The first failed rule of each field, by its path: an empty field reads only 'Please enter …'. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "";
    fields[key] ??= [issue.message];
  }
  return fields;
}
