import { signal } from '@preact/signals-react';
import { system } from '@casino/api';
import type { LocalizationDataType } from '@casino/api';
import { call } from './http';
import { reportError } from './errorLog';

/** Translated texts by key; widgets show their own English fallback until (or unless) set. */
export const messages = signal<Readonly<Record<string, string>>>({});

let loading: Promise<void> | null = null;

function load(dataType: LocalizationDataType): Promise<void> {
  return call(system.localizationMessages, { dataType }).then(
    (answer) => {
      messages.value = { ...messages.value, ...answer.jsonData.localization };
    },
    (error: unknown) => reportError(`Localization ${dataType} failed: ${String(error)}`),
  );
}

/**
 * Loads the page's texts once: the small BASE set first so visible widgets are
 * translated quickly, then the COMPLETE set. Failures are logged; fallbacks stay.
 */
export function loadMessages(): Promise<void> {
  loading ??= load('BASE').then(() => load('COMPLETE'));
  return loading;
}

/** The text for `key`, or `fallback`; `{name}` placeholders are filled from `params`. */
export function t(key: string, fallback: string, params?: Record<string, string | number>): string {
  const template = messages.value[key] ?? fallback;
  return params
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      )
    : template;
}
