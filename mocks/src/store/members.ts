/**
 * Members of the fake backend: creation, lookup and password checks. Only a hash of a
 * password is kept, because the demo keeps the whole fake database in the tab's
 * session storage and no password may ever reach storage.
 */
import type { User } from '../fixtures/community';
import { db } from './db';
import { hashPassword } from './passwords';

export { hashPassword };

export function passwordMatches(user: User, password: string): boolean {
  return user.passwordHash === hashPassword(password);
}

/** By user name or email, ignoring case. */
export function findMember(loginOrEmail: string): User | undefined {
  const wanted = loginOrEmail.trim().toLowerCase();
  return db.users.find(
    (user) => user.userName.toLowerCase() === wanted || user.email.toLowerCase() === wanted,
  );
}

export interface NewMember {
  login: string;
  email: string;
  password: string;
  subscribeToNewsletter?: boolean;
}

/** A new member with an unconfirmed email; the caller checks the fields first. */
export function createMember(fields: NewMember): User {
  const user: User = {
    id: Math.max(0, ...db.users.map((member) => member.id)) + 1,
    userName: fields.login,
    email: fields.email,
    passwordHash: hashPassword(fields.password),
    emailConfirmed: false,
    roles: ['USER'],
    banned: false,
    representedCasinoIds: [],
    newsletterRegistered: fields.subscribeToNewsletter ?? false,
  };
  db.users.push(user);
  return user;
}
