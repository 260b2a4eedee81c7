import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FocusedHeading } from "../../ui/focus";

/** The four steps, chosen by the current path (spec 002 §2 'Step pages share a four-step stepper'). */
const STEPS = [
  { path: "/payment-arrangement/use-deposit", label: "Use Deposit" },
  { path: "/payment-arrangement/pay-today", label: "Pay Today" },
  { path: "/payment-arrangement/apply-for-payment-arrangement", label: "Apply" },
  { path: "/payment-arrangement/print-sign-send", label: "Print, Sign and Send" },
] as const;

/** The step pages' frame: the header, the tagline and the stepper, then the step's own content. */
export function ArrangementSteps({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = STEPS.findIndex((step) => pathname.startsWith(step.path));
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-3 py-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900">Request for Payment Arrangement</h1>
        <p className="text-slate-700">Spread your balance over your next 6 bills.</p>
      </header>
      <ol aria-label="Steps" className="grid grid-cols-4 gap-2 text-center text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step.path}
            aria-current={index === current ? "step" : undefined}
            className={`rounded-md border px-2 py-2 ${
              index === current
                ? "border-brand-700 bg-brand-700 font-bold text-white"
                : index < current
                  ? "border-brand-300 bg-brand-50 text-brand-900"
                  : "border-slate-300 text-slate-600"
            }`}
          >
            <span className="block text-xs">Step {index + 1}</span>
            {step.label}
          </li>
        ))}
      </ol>
      <section aria-labelledby="step-title" className="card space-y-4 p-5">
        <FocusedHeading level={2} id="step-title" className="text-xl font-bold text-brand-900">
          {title}
        </FocusedHeading>
        {children}
      </section>
    </div>
  );
}
