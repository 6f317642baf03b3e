import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { AuthOutcome } from '../../auth';
import { isValid, refreshErrors, type FieldErrors } from '../../auth/validate';

/**
 * Values, shown errors and submission state of an account form. `check()` validates, shows the
 * errors and focuses the first invalid field; `run()` performs an action and reports its failure
 * inline (success is the caller's: it navigates, and the controller shows the message).
 */
export function useAccountForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef(new Map<Field, HTMLInputElement | null>());

  const fieldProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    // Text typed before the page hydrated arrives as the visitor's input (shell/held-submit.ts).
    ref: (el: HTMLInputElement | null) => void inputs.current.set(field, el),
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      setErrors((shown) => refreshErrors(shown, validate(next)));
      // The last failure was about the values as they were (e.g. an address already registered).
      setFailure(null);
    },
  });

  const check = (): boolean => {
    const found = validate(values);
    setErrors(found);
    if (isValid(found)) return true;
    const first = (Object.keys(initial) as Field[]).find((field) => found[field]);
    if (first) inputs.current.get(first)?.focus();
    return false;
  };

  const run = useCallback(async (action: () => Promise<AuthOutcome>, onSuccess: () => void) => {
    setPending(true);
    setFailure(null);
    const outcome = await action();
    setPending(false);
    if (outcome.ok) onSuccess();
    else setFailure(outcome.message);
  }, []);

  /** A submit handler: validation first, then the action; nothing is sent while a field is invalid. */
  const onSubmit = (action: () => Promise<AuthOutcome>, onSuccess: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (pending || !check()) return;
    void run(action, onSuccess);
  };

  return { values, fieldProps, pending, failure, run, onSubmit };
}

export type AccountFormState<Field extends string> = ReturnType<typeof useAccountForm<Field>>;
