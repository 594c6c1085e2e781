import { countryName } from './country';

it('names a country code in words, keeping an unknown code as it is', () => {
  expect(countryName('NZ')).toBe('New Zealand');
  expect(countryName('GB')).toBe('United Kingdom');
  expect(countryName('QQ')).toBe('QQ');
});
