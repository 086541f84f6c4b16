#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium before the browser tests run.
// When it is missing: installs the Debian package `chromium` if we are root and apt-get
// exists; otherwise stops with a message naming the package. Never skips silently.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: found ${CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !hasAptGet()) {
  fail(
    `${CHROMIUM} is missing. The browser tests need Debian's Chromium: install the Debian package ` +
      '`chromium` (as root: apt-get update && apt-get install -y chromium), then run the tests again.',
  );
}

console.log('ensure-chromium: /usr/bin/chromium is missing; installing the Debian package `chromium`…');
const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (install.status !== 0 || !existsSync(CHROMIUM)) {
  fail(
    `installing the Debian package \`chromium\` failed (exit ${install.status ?? 'signal'}); ` +
      `${CHROMIUM} is still missing. Install it by hand: apt-get update && apt-get install -y chromium`,
  );
}
console.log(`ensure-chromium: installed ${CHROMIUM}`);
