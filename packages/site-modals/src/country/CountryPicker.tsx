import { useState } from 'react';
import { useSignals } from '@casino/core';
import { SearchSelect, useCountrySearch } from '@casino/search-select';
import { text } from '../messages';

export interface CountryPickerProps {
  /** The country search's address (SPEC §7 country search). */
  url: string;
  /** The country already chosen, as its name. */
  initial: string;
  onChoose: (code: string, name: string) => void;
  /** The visitor typed: the country shown is no longer a chosen one. */
  onType: () => void;
}

/** The country selection's search: type a name, alias or code, pick a country. */
export function CountryPicker({ url, initial, onChoose, onType }: CountryPickerProps) {
  useSignals();
  const [query, setQuery] = useState(initial);
  const countries = useCountrySearch(url, query);
  return (
    <SearchSelect
      label={text.countryLabel()}
      placeholder={text.countryPlaceholder()}
      value={query}
      onInput={(value) => {
        setQuery(value);
        onType();
      }}
      options={countries.items.map((country) => ({ id: country.code, label: country.name }))}
      onSelect={(option) => {
        setQuery(option.label);
        onChoose(option.id, option.label);
      }}
      loading={countries.loading}
      failed={countries.failed}
      empty={countries.empty}
    />
  );
}
