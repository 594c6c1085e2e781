import { CODE_OK, siteModalsHooks } from '@casino/api';
import { errorText } from '@casino/core';
import { text } from './messages';

export type Outcome<T = unknown> = { ok: true; answer: T } | { ok: false; message: string | null };

/**
 * A form call's outcome (SPEC §8): code 200 is success; another code gives the server's
 * message; a failed request the error response's message; anything else the generic text.
 */
export async function outcomeOf<T extends { code: number; message?: string | null }>(
  request: Promise<T>,
): Promise<Outcome<T>> {
  try {
    const answer = await request;
    return answer.code === CODE_OK
      ? { ok: true, answer }
      : { ok: false, message: answer.message ?? null };
  } catch (error) {
    return {
      ok: false,
      message: errorText(error, null),
    };
  }
}

/** The form's error area: its `[data-cw-form-error]`, or one added at its end. */
function errorArea(form: HTMLFormElement): HTMLElement {
  let area = form.querySelector<HTMLElement>(`[${siteModalsHooks.cwFormError}]`);
  if (!area) {
    area = document.createElement('p');
    area.setAttribute(siteModalsHooks.cwFormError, '');
    area.hidden = true;
    form.append(area);
  }
  area.setAttribute('role', 'alert');
  return area;
}

/**
 * Submits `form` through `send` with the loader on its submit button (a second submit
 * while it runs is ignored), the message of a failure in its error area and the loader
 * cleared either way. The fields keep what was typed.
 */
export function bindForm<T>(
  form: HTMLFormElement,
  send: (form: HTMLFormElement) => Promise<Outcome<T>>,
  onSuccess: (answer: T) => void,
): () => void {
  let busy = false;
  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    busy = true;
    const button = form.querySelector('button[type="submit"], button:not([type])');
    button?.setAttribute('aria-busy', 'true');
    const area = errorArea(form);
    area.hidden = true;
    try {
      const result = await send(form);
      if (result.ok) onSuccess(result.answer);
      else {
        area.textContent = result.message || text.genericError();
        area.hidden = false;
      }
    } finally {
      busy = false;
      button?.removeAttribute('aria-busy');
    }
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}

/** The form's text fields as the server reads them (files and buttons left out). */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}
