import { currentUser, emit, loadGeneralState } from '@casino/core';

/** SPEC §6: visitors who reply, vote, like or follow get the login/signup dialog. */
export const askLogin = () => emit('auth:open', { tab: 'LOGIN', context: 'forum' });

export function asMember(action: () => void) {
  const decide = () => (currentUser.value ? action() : askLogin());
  if (currentUser.value !== undefined) decide();
  else void loadGeneralState().then(decide);
}
