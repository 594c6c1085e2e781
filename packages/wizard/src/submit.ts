import { CODE_OK, wizard } from '@casino/api';
import type { CasinoWizardRequest } from '@casino/api';
import { call, errorText } from '@casino/core';
import { text } from './messages';
import { loadSanitizer } from '@casino/ui';

export type Outcome = { ok: true; html: string } | { ok: false; message: string };

/**
 * Posts the answers (SPEC §7 casinoWizard). A non-200 code gives the server's message, a
 * failed request the error response's message; a lost connection and a broken answer
 * (already logged by the client) their own texts. The sanitizer loads meanwhile.
 */
export async function findCasinos(
  answers: CasinoWizardRequest,
  signal: AbortSignal,
): Promise<Outcome> {
  try {
    const [answer] = await Promise.all([
      call(wizard.casinoWizard, answers, { signal }),
      loadSanitizer(),
    ]);
    if (answer.code === CODE_OK && answer.html) return { ok: true, html: answer.html };
    return { ok: false, message: answer.message || text.genericError() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: errorText(error, text.genericError(), text.networkError()) };
  }
}
