/**
 * The password hash of the fake backend's members, apart from ./members.ts so that the
 * seeded members (./fixtures/community.ts) need not import the database.
 */
/** FNV-1a over the salted text, twice with different offsets: enough for a fake. */
export function hashPassword(password: string): string {
  const salted = `casino-mock:${password}`;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < salted.length; i++) {
    const code = salted.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
