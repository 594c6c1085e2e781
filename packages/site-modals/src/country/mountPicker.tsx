import { createRoot } from 'react-dom/client';
import { CountryPicker } from './CountryPicker';

/**
 * Puts the country search in `slot`; the chosen country's code goes to the form's
 * `countryCode` field. Returns the unmount.
 */
export function mountPicker(slot: HTMLElement, field: HTMLInputElement): () => void {
  const root = createRoot(slot);
  root.render(
    <CountryPicker
      url={slot.dataset.cwCountrySearch || '/frontendService/search/countries'}
      initial={slot.dataset.countryName ?? ''}
      onChoose={(code) => {
        field.value = code;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }}
    />,
  );
  return () => root.unmount();
}
