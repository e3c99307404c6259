import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type ClientErrorCode, isApiError } from '../lib/api';
import { type ServerWords, useErrorMessage } from '../lib/errors';
import { applyServerFieldErrors } from '../lib/forms';
import { useToast } from './toast/toast-provider';

export interface SubmitOptions<T extends FieldValues> {
  /** Error codes shown on a field rather than as a failure, e.g. `{ EMAIL_TAKEN: 'email' }`. */
  fieldCodes?: Partial<Record<ClientErrorCode, Path<T>>>;
  /** Server field paths renamed to form fields, e.g. `{ 'rules.quorumFraction': 'quorumPercent' }`. */
  fieldMap?: Record<string, string>;
  /** Where other failures go: `failure` (an alert in the form) or an error toast (default). */
  failureIn?: 'form' | 'toast';
  /** Codes whose server message is shown as it comes (see lib/errors.ts). */
  serverWords?: ServerWords;
}

export interface Submit {
  /** The failure to show in the form (with `failureIn: 'form'`), null when none. */
  failure: string | null;
  /** True while an action runs. */
  busy: boolean;
  /**
   * Runs a write: `action` returns the success message to toast (or `true` for none) when it is done,
   * `false` when it stopped (e.g. its input did not validate). Resolves true on success.
   */
  run: (action: () => Promise<string | boolean>) => Promise<boolean>;
  /** Sets or clears the failure shown in the form. */
  setFailure: (failure: string | null) => void;
}

/**
 * A form's (or a button's) write: a success toast, server field errors on the form's fields, and any
 * other failure as an alert in the form or an error toast, in the one error-message policy.
 */
export function useSubmit<T extends FieldValues, O = T>(
  form?: UseFormReturn<T, unknown, O> | null,
  options: SubmitOptions<T> = {},
): Submit {
  const toast = useToast();
  const errorMessage = useErrorMessage(options.serverWords);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { fieldCodes, fieldMap, failureIn = 'toast' } = options;

  const run = useCallback(
    async (action: () => Promise<string | boolean>) => {
      setFailure(null);
      setBusy(true);
      try {
        const done = await action();
        if (typeof done === 'string') toast.success(done);
        return done !== false;
      } catch (error) {
        const field = isApiError(error) ? fieldCodes?.[error.code] : undefined;
        if (form && field) form.setError(field, { message: errorMessage(error) });
        else if (form && applyServerFieldErrors(error, form.setError, fieldMap, Object.keys(form.getValues()))) {
          // Shown on the fields.
        } else if (failureIn === 'form') setFailure(errorMessage(error));
        else toast.error(errorMessage(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [form, fieldCodes, fieldMap, failureIn, toast, errorMessage],
  );

  return { failure, busy, run, setFailure };
}
