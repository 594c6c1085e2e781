// Loaded when a visitor first opens an unfair-terms block.
import { call } from '@casino/core';
import { casinoDetail, casinoDetailHooks } from '@casino/api';
import { text } from './messages';

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The request of an unfair-terms block, from its `data-terms-*` attributes. */
export function termsRequest(box: HTMLElement) {
  const id = positive(box.dataset.termsId);
  const explanationId = positive(box.dataset.termsExplanationId);
  const typeId = positive(box.dataset.termsTypeId);
  if (!id || !explanationId || !typeId)
    throw new Error(
      `An unfair-terms block needs positive whole numbers in ${casinoDetailHooks.termsId}, ${casinoDetailHooks.termsExplanationId} and ${casinoDetailHooks.termsTypeId}`,
    );
  return { id, explanationId, typeId };
}

function paragraph(className: string, value: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = value;
  return element;
}

/**
 * SPEC §4 Unfair terms block: the text and explanation of `termsAndConditionContent`,
 * as text, in the block's content area. A failure says so there (the caller's load-once
 * store logs it); the next open tries again.
 */
export async function loadTerms(
  box: HTMLElement,
  area: HTMLElement,
  signal: AbortSignal,
): Promise<void> {
  try {
    const { terms } = await call(casinoDetail.termsAndConditionContent, termsRequest(box), {
      signal,
    });
    const parts = [paragraph('cw-casino-detail__terms-text', terms.text)];
    if (terms.explanation)
      parts.push(paragraph('cw-casino-detail__terms-explanation', terms.explanation));
    area.replaceChildren(...parts);
  } catch (error) {
    if (!signal.aborted)
      area.replaceChildren(paragraph('cw-casino-detail__error', text.termsFailed()));
    throw error;
  }
}
