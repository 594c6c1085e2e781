/** SPEC §2: a page address with this parameter opens the login dialog. */
export const SHOW_LOGIN_MODAL_PARAM = 'showLoginModal';
export const SHOW_LOGIN_MODAL_VALUE = '1';

/** True when the page address asks for the login dialog (`?showLoginModal=1`). */
export function asksForLoginModal(): boolean {
  return (
    new URL(window.location.href).searchParams.get(SHOW_LOGIN_MODAL_PARAM) ===
    SHOW_LOGIN_MODAL_VALUE
  );
}

/**
 * Removes the parameter from the address (without a history entry), so a reload or a
 * shared link does not open the dialog again.
 */
export function removeShowLoginModal(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SHOW_LOGIN_MODAL_PARAM)) return;
  url.searchParams.delete(SHOW_LOGIN_MODAL_PARAM);
  window.history.replaceState(window.history.state, '', url.href);
}
