#!/usr/bin/env node
/**
 * Every `§` reference in the code names a document inside the repository:
 * the nearest document named before it (`docs/rules.md §5`, also across a
 * wrapped comment line, and `docs/spec/001-game.md §2, §4 and §8`) must be a
 * file that exists. A name outside the repository (`DESIGN §5`, `spec 001 §3`,
 * `issue 8 §2`, `../shared/…`) fails the check, so a clone has all it cites
 * (docs/README.md). Run by `npm run lint`; exits 1 with one line per problem.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.css', '.md', '.json', '.sql'];
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'data', '.git']);
/** This file, whose comments and patterns spell the forms it refuses. */
const SELF = join('scripts', 'check-doc-refs.mjs');
/** How far before a `§` its document's name may stand (a wrapped line or two). */
const LOOKBACK = 240;

/** A document's name: a Markdown path, or one of the names used before docs/ existed. */
const DOCUMENT_NAME =
  /[\w./-]*\.md\b|\.\.\/shared\/\S*|\bDESIGN\b|\bSTACK-NOTES\b|\b[Ss]pec \d+\b|\b[Ii]ssue \d+\b/g;
/** A path to the design outside the repository, with or without `§`. */
const OUTSIDE = /\.\.\/shared\/(?:DESIGN|STACK-NOTES|spec\/)/g;

function* sourceFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (EXTENSIONS.some((extension) => name.endsWith(extension))) yield path;
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The last document name that ends before `index`, within LOOKBACK characters. */
function documentBefore(text, index) {
  const window = text.slice(Math.max(0, index - LOOKBACK), index);
  let last;
  for (const match of window.matchAll(DOCUMENT_NAME)) last = match[0];
  return last;
}

const existsInRepository = (name) => /^docs\/[\w./-]+\.md$/.test(name) && existsSync(join(root, name));

const problems = [];
for (const dir of DIRS) {
  for (const path of sourceFiles(join(root, dir))) {
    if (relative(root, path) === SELF) continue;
    const text = readFileSync(path, 'utf8');
    const where = (index) => `${relative(root, path)}:${lineOf(text, index)}`;
    for (const match of text.matchAll(/§/g)) {
      const name = documentBefore(text, match.index);
      if (name === undefined) problems.push(`${where(match.index)}: § names no document before it`);
      else if (!existsInRepository(name)) {
        problems.push(`${where(match.index)}: § of "${name}", not a docs/ file in the repository`);
      }
    }
    for (const match of text.matchAll(OUTSIDE)) {
      problems.push(`${where(match.index)}: "${match[0]}" is outside the repository`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-doc-refs: ${problems.length} reference(s) to fix (see docs/README.md):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('check-doc-refs: every § reference names a file in docs/');
