#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the build,
// bundle the server when its sources changed (server-bundle.mjs), then run it
// in the foreground, in this process (Ctrl-C stops it cleanly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

function webIsStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return webSources.some((source) => newestChange(path.join(root, source)) > built);
}

if (existsSync(path.join(root, 'apps/web/index.html')) && webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@wos/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { entry } = await ensureServerBundle();
// The server runs in this process, not a child: one Node process less held in memory
// (~65 MB). Its own SIGINT/SIGTERM handlers stop it cleanly (Ctrl-C saves the state).
await import(pathToFileURL(entry).href);
