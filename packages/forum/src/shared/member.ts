import { currentUser, emit, loadGeneralState } from '@casino/core';

/** SPEC §6: visitors who post, reply, vote, like or follow get the login/signup dialog. */
export const askLogin = () => emit('auth:open', { tab: 'LOGIN', context: 'forum' });

/** Runs the action for a member; asks a visitor to log in (once the session is known). */
export function asMember(action: () => void) {
  const decide = () => (currentUser.value ? action() : askLogin());
  if (currentUser.value !== undefined) decide();
  else void loadGeneralState().then(decide);
}
