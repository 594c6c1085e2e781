import type { CurrentUser, RequestOf, tracking } from '@casino/api';
import { seedCatalogue } from '../fixtures/catalogue';
import type { CatalogueSize } from '../fixtures/catalogue';
import { seedCommunity } from '../fixtures/community';
import { seedComplaints } from '../fixtures/complaints';
import { seedForum } from '../fixtures/forum';
import { USERS } from '../fixtures/community';
import { seedGamePage } from '../fixtures/gamePage';
import { seedEmailLinks } from '../fixtures/siteModals';

export interface NewsletterSubscription {
  email: string;
  confirmed: boolean;
  emailsSent: number;
}

/**
 * Everything the fake backend knows; plain JSON so a browser tab can keep it across reloads.
 * `seedDb({ casinos: 500 })` seeds a large catalogue (the first casinos stay as in the
 * default one, bonuses follow the casinos).
 */
export function seedDb(size: CatalogueSize = {}) {
  const catalogue = seedCatalogue(undefined, size);
  const community = seedCommunity(catalogue.casinos.length);
  return {
    ...catalogue,
    ...community,
    /** The forum beyond its threads and posts (fixtures/forum.ts, handlers/forum.ts). */
    forum: seedForum(community.threads, community.posts),
    complaints: seedComplaints(catalogue.casinos.length),
    users: USERS.map((user) => ({ ...user })),
    /** The logged-in member's id, or null for a visitor. */
    sessionUserId: null as number | null,
    newsletter: [] as NewsletterSubscription[],
    errorLog: [] as string[],
    /** What the page's tracking sent (handlers/tracking.ts). */
    tracking: {
      exits: [] as RequestOf<typeof tracking.exitLink>[],
      activeTime: [] as RequestOf<typeof tracking.activeTime>[],
      clicks: [] as RequestOf<typeof tracking.clicks>[],
    },
    safeZone: false,
    /** The game page's fake backend (handlers/games.ts). */
    gamePage: seedGamePage(),
    /** The readers of the newsletter emails, by their links (handlers/siteModals.ts). */
    emailLinks: seedEmailLinks(),
    /** What the site modals sent: outbound link checks, language settings, login checks. */
    siteModals: {
      exitChecks: [] as string[],
      languageSettings: [] as unknown[],
      loginChecks: 0,
    },
    /** Signups waiting for their email confirmation (handlers/signup.ts). */
    signups: [] as {
      authParam: string;
      userId: number;
      emailsSent: number;
      /** An email change waiting for its confirmation link, when changes are not direct. */
      pendingEmail: string | null;
    }[],
    /**
     * The permission to change a signup's email directly (SPEC §6): true changes it at
     * once; false keeps the new address pending until its link is opened.
     */
    signupEmailDirect: true,
  };
}

export type Db = ReturnType<typeof seedDb>;

/** The live database; reset per test, restored from the tab's storage in the browser. */
export const db: Db = seedDb();

export function resetDb(next: Db = seedDb()): void {
  for (const key of Object.keys(db)) delete (db as Record<string, unknown>)[key];
  Object.assign(db, next);
}

export function sessionUser() {
  return db.users.find((user) => user.id === db.sessionUserId) ?? null;
}

/**
 * Signs a member in for the fake backend (null: a visitor) and gives the user as the
 * page's general state tells the widgets, for tests and stories to set core's
 * `currentUser` with: `currentUser.value = signInAs(ALICE)`.
 */
export function signInAs(userId: number | null): CurrentUser | null {
  db.sessionUserId = userId;
  const user = sessionUser();
  if (!user) return null;
  const { id, userName, roles, representedCasinoIds } = user;
  return { id, userName, roles, representedCasinoIds };
}
