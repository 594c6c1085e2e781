import { createRoot } from 'react-dom/client';
import { CountryPicker } from './CountryPicker';
import { text } from '../messages';

/**
 * Puts the country search in `slot`; the chosen country's code goes to the form's
 * `countryCode` field. A country typed but not picked empties the field and makes the
 * search invalid ("pick a country"), so the form's validity check stops the submit: the
 * country the field held before is never sent for the typed one. Returns the unmount.
 */
export function mountPicker(slot: HTMLElement, field: HTMLInputElement): () => void {
  const root = createRoot(slot);
  const setCode = (code: string, problem: string) => {
    field.value = code;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    slot.querySelector<HTMLInputElement>('[role="combobox"]')?.setCustomValidity(problem);
  };
  root.render(
    <CountryPicker
      url={slot.dataset.cwCountrySearch || '/frontendService/search/countries'}
      initial={slot.dataset.countryName ?? ''}
      onChoose={(code) => setCode(code, '')}
      onType={() => setCode('', text.countryNotPicked())}
    />,
  );
  return () => root.unmount();
}
