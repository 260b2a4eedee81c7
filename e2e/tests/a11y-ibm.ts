/**
 * IBM's accessibility engine (the Equal Access checker, `accessibility-checker-engine`) beside axe:
 * a second reading of the same page state, with rules axe lacks (among them 2.4.11, 2.5.7 and
 * 2.5.8 as IBM reads them). It runs offline: the engine's own `ace.js` from node_modules is
 * evaluated in the page and checks the document with the rule set it carries — no rule archive is
 * fetched (the npm `accessibility-checker` wrapper would download one). Rule set: IBM's "WCAG 2.2
 * (A, AA)" policy (`WCAG_2_2`). Only its violations fail ("VIOLATION" + "FAIL"); its "potential
 * violation", "recommendation" and "manual" results are things a person reviews, not failures.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";

const require = createRequire(import.meta.url);
let engineSource: string | undefined;

/** The engine's browser bundle, read once per worker. */
function engine(): string {
  engineSource ??= readFileSync(require.resolve("accessibility-checker-engine/ace.js"), "utf8");
  return engineSource;
}

/** IBM's policy of WCAG 2.2 A and AA rules. */
export const IBM_POLICY = "WCAG_2_2";

interface IbmFinding {
  ruleId: string;
  message: string;
  xpath: string;
  selector: string;
  snippet: string;
}

/** Runs IBM's engine in the page as it is now; its violations, in axe's shape (rule `ibm:<id>`). */
export async function ibmViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { ace?: unknown }).ace !== "undefined");
  // Evaluated, not added as a <script>: the portal's Content-Security-Policy (nonces) would refuse
  // an injected script tag; the bundle defines the global `ace`.
  if (!loaded) await page.evaluate(`${engine()};window.ace = ace;`);
  const findings = await page.evaluate(async (policy): Promise<IbmFinding[]> => {
    interface Ace {
      Checker: new () => {
        check(
          document: Document,
          policies: string[],
        ): Promise<{
          results: {
            ruleId: string;
            value: [string, string];
            message: string;
            path: { dom: string };
            snippet: string;
            node?: Node;
          }[];
        }>;
      };
    }
    const { ace } = window as unknown as { ace: Ace };
    const report = await new ace.Checker().check(document, [policy]);
    // A short CSS path of the element (ids where there are, else tag and position), for messages
    // and exemptions, which match axe's selectors too.
    const selectorOf = (node: Node | undefined): string => {
      if (!(node instanceof Element)) return "";
      const parts: string[] = [];
      for (let at: Element | null = node; at && at !== document.documentElement; at = at.parentElement) {
        // (getAttribute: a form's `id` property is its field named "id", if it has one.)
        const id = at.getAttribute("id");
        if (id) {
          parts.unshift(`#${CSS.escape(id)}`);
          break;
        }
        const siblings = at.parentElement
          ? Array.from(at.parentElement.children).filter((child) => child.tagName === at!.tagName)
          : [];
        const tag = at.tagName.toLowerCase();
        parts.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(at) + 1})` : tag);
      }
      return parts.join(" > ");
    };
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => ({
        ruleId: result.ruleId,
        message: result.message,
        xpath: result.path.dom,
        selector: selectorOf(result.node),
        snippet: result.snippet,
      }));
  }, IBM_POLICY);
  const byRule = new Map<string, IbmFinding[]>();
  for (const finding of findings)
    byRule.set(finding.ruleId, [...(byRule.get(finding.ruleId) ?? []), finding]);
  return [...byRule].map(
    ([ruleId, found]) =>
      ({
        id: `ibm:${ruleId}`,
        impact: "serious",
        tags: ["ibm", IBM_POLICY],
        description: found[0]!.message,
        help: `${found[0]!.message} (IBM Equal Access)`,
        helpUrl: `https://able.ibm.com/rules/archives/latest/doc/en-US/${ruleId}.html`,
        nodes: found.map((finding) => ({
          target: [finding.selector || finding.xpath],
          html: finding.snippet,
          any: [],
          all: [],
          none: [],
          failureSummary: `Fix the following:\n  ${finding.message}\n  at ${finding.xpath}`,
        })),
      }) as unknown as Result,
  );
}
