import { seedCatalogue } from './fixtures/catalogue';
import { seedCommunity } from './fixtures/community';
import { USERS } from './fixtures/community';

export interface NewsletterSubscription {
  email: string;
  confirmed: boolean;
  emailsSent: number;
}

/** Everything the fake backend knows; plain JSON so a browser tab can keep it across reloads. */
export function seedDb() {
  const catalogue = seedCatalogue();
  return {
    ...catalogue,
    ...seedCommunity(catalogue.casinos.length),
    users: USERS.map((user) => ({ ...user })),
    /** The logged-in member's id, or null for a visitor. */
    sessionUserId: null as number | null,
    newsletter: [] as NewsletterSubscription[],
    errorLog: [] as string[],
    safeZone: false,
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
