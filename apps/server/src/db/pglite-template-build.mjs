// Builds a PGlite template (pglite-template.ts) in a directory: initdb, the
// migrations, a clean close; with --image, the same in memory, dumped to the
// target file as an uncompressed tar. Run as its own process, so initdb's WASM
// heap never lives in the server:
//   node pglite-template-build.mjs <target> <migrations folder> [--image]
// Plain JavaScript: it runs the same from source and beside npm start's bundle, with no loader.
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [target, migrationsFolder, mode] = process.argv.slice(2);
if (!target || !migrationsFolder || (mode && mode !== '--image')) {
  console.error('usage: pglite-template-build.mjs <target> <migrations folder> [--image]');
  process.exit(2);
}
const image = mode === '--image';
const client = image ? new PGlite() : new PGlite(target);
await migrate(drizzle(client), { migrationsFolder });
if (image) {
  const dump = await client.dumpDataDir('none');
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
}
await client.close();
