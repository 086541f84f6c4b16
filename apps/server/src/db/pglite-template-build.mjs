// Builds a PGlite template (pglite-template.ts) in a directory: initdb, the
// migrations, a clean close. Run as its own process, so initdb's WASM heap
// never lives in the server:
//   node pglite-template-build.mjs <target directory> <migrations folder>
// Plain JavaScript: it runs the same from source and beside npm start's bundle, with no loader.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [target, migrationsFolder] = process.argv.slice(2);
if (!target || !migrationsFolder) {
  console.error('usage: pglite-template-build.mjs <target directory> <migrations folder>');
  process.exit(2);
}
const client = new PGlite(target);
await migrate(drizzle(client), { migrationsFolder });
await client.close();
