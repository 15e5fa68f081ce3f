import { lazy, type ReactNode, Suspense, useState } from "react";
import { type PendingStep, secondStepOf } from "./second-step";

// The second step's form loads only for an account that has one: the sign-in page's first load stays small.
const SecondStepForm = lazy(() => import("./SecondStepForm").then((m) => ({ default: m.SecondStepForm })));

/** The second step in place of a sign-in form whose first step answered it (see SecondStepForm). */
export function SecondStep(props: { step: PendingStep; onDone: () => void; onCancel: () => void }) {
  return (
    <Suspense fallback={null}>
      <SecondStepForm {...props} />
    </Suspense>
  );
}

/**
 * A sign-in form's second step: `caught(error)` takes a first step's refusal that asks for it (true: the
 * form stops there), and `view(onDone)` is what the form shows instead of itself meanwhile (undefined
 * while there is none). Going back shows the form again, `reset`.
 */
export function useSecondStep(reset: () => void) {
  const [step, setStep] = useState<PendingStep>();
  return {
    caught(error: unknown): boolean {
      const pending = secondStepOf(error);
      if (pending) setStep(pending);
      return pending !== undefined;
    },
    view(onDone: () => void): ReactNode | undefined {
      if (!step) return undefined;
      const cancel = () => {
        setStep(undefined);
        reset();
      };
      return <SecondStep step={step} onDone={onDone} onCancel={cancel} />;
    },
  };
}
