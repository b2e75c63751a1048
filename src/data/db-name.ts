/**
 * The browser database's name, apart from db.ts so that start-up can ask whether the database
 * exists at all without loading Dexie (a first visit to the landing page never needs it).
 */
export const DATABASE_NAME = 'cpx';

/**
 * Whether this browser may hold the app's database. False only when the browser can list its
 * databases and 'cpx' is not among them; where it cannot tell, the answer is yes.
 */
export async function localDatabaseMayExist(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}
