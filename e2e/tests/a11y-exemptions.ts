/**
 * Violations the accessibility check lets pass, each with a written reason (see e2e/README.md).
 * Aim: none. `target` is matched against axe's selector of the element.
 */
export interface A11yExemption {
  rule: string;
  target: string;
  reason: string;
}

export const A11Y_EXEMPTIONS: A11yExemption[] = [];
