/**
 * Violations the accessibility check lets pass, each with a written reason (see e2e/README.md).
 * Aim: none. `target` is matched against the selector of the element (axe's, or for IBM's engine
 * its CSS path); an empty `target` exempts the rule wherever it fires. IBM's rules are `ibm:<id>`.
 */
export interface A11yExemption {
  rule: string;
  target: string;
  reason: string;
}

export const A11Y_EXEMPTIONS: A11yExemption[] = [
  {
    rule: "ibm:aria_hidden_nontabbable",
    target: "",
    reason:
      "Fires only while a modal dialog is open: Radix's Dialog hides the page behind it from screen " +
      "readers with aria-hidden (the WAI-ARIA modal dialog pattern) and keeps Tab inside the dialog " +
      "(its focus scope), so the hidden links and fields cannot take focus; keyboard-dialogs.spec.ts " +
      "and keyboard.spec.ts check that Tab stays in each dialog and Escape returns focus. axe, which " +
      "runs the same check (aria-hidden-focus), reads the focus trap and passes it.",
  },
];
