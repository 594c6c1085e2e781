import { navigation } from '@casino/api';
import { handle } from '../handle';

/**
 * The real redirect lookups are paths the page supplies (SPEC §7: a generic GET of a
 * supplied path returns a url string); the fake backend answers this one. Its `to`
 * query parameter, when given (also empty), is the answer; otherwise `MOCK_REDIRECT_TARGET`.
 */
export const MOCK_REDIRECT_PATH = '/frontendService/redirectUrl';
export const MOCK_REDIRECT_TARGET = '/casinos';

export const navigationHandlers = [
  handle(navigation.urlLookup(MOCK_REDIRECT_PATH), (_input, { request }) => {
    const to = new URL(request.url).searchParams.get('to');
    return to ?? MOCK_REDIRECT_TARGET;
  }),
];
