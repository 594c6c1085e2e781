import { MOCK_REDIRECT_PATH, MOCK_REDIRECT_TARGET } from './navigation';

const get = async (path: string) => {
  const answer = await fetch(new URL(path, document.baseURI));
  expect(answer.status).toBe(200);
  return answer.text();
};

describe('navigation handlers', () => {
  it('answers the redirect target as plain text', async () => {
    expect(await get(MOCK_REDIRECT_PATH)).toBe(MOCK_REDIRECT_TARGET);
  });

  it('answers the address asked for, also an empty one', async () => {
    expect(await get(`${MOCK_REDIRECT_PATH}?to=%2Fbonuses`)).toBe('/bonuses');
    expect(await get(`${MOCK_REDIRECT_PATH}?to=`)).toBe('');
  });
});
