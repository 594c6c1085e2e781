import { useEffect, useRef, useState } from 'react';
import type { Outcome } from './calls';
import type { Errors, FieldError, FieldName } from './fields';
import { text } from './messages';

/**
 * The signup fields' errors and their server checks (SPEC §5: on blur, through the
 * server; a code other than 200 marks the field invalid with its message). A newer check
 * of a field replaces the one in flight; every check stops when the form goes.
 */
export function useFieldChecks() {
  const [errors, setErrors] = useState<Errors>({});
  const checks = useRef<Partial<Record<FieldName, AbortController>>>({});

  useEffect(
    () => () => Object.values(checks.current).forEach((controller) => controller?.abort()),
    [],
  );

  const setFieldError = (field: FieldName, error: FieldError | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });

  const runCheck = (field: FieldName, request: (signal: AbortSignal) => Promise<Outcome>) => {
    checks.current[field]?.abort();
    const controller = new AbortController();
    checks.current[field] = controller;
    request(controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setFieldError(
          field,
          outcome.ok
            ? null
            : // SPEC §8: a failed field validation request shows an error on that field.
              { message: outcome.message ?? text.fieldCheckFailed(), code: outcome.code },
        );
      },
      () => undefined,
    );
  };

  const cancelCheck = (field: FieldName) => {
    checks.current[field]?.abort();
    delete checks.current[field];
  };

  return { errors, setErrors, setFieldError, runCheck, cancelCheck };
}
