import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureOf, mayImport, type Place, placeOf } from './layers/server-layers.ts';
import { importsOf, type SourceImport, sourceFiles } from './layers/source-imports.ts';

const SERVER = path.resolve(import.meta.dirname, '..');
const SRC = path.join(SERVER, 'src');
const TEST = path.join(SERVER, 'test');
const WEB_SRC = path.resolve(SERVER, '../web/src');

const fromSrc = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const isUnder = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
const shown = (i: SourceImport) => `${path.relative(SERVER, i.file)} imports '${i.specifier}'`;

/** Where an imported file sits: in src (a place), in apps/server/test, or elsewhere (not ruled). */
function placeOfTarget(target: string): Place | 'elsewhere' | undefined {
  if (isUnder(TEST, target)) return { kind: 'test' };
  if (isUnder(SRC, target)) return placeOf(fromSrc(target));
  return 'elsewhere';
}

const serverImports = sourceFiles(SRC).flatMap(importsOf);
/** Production code: what is neither a `*.test.ts` file nor a test helper or harness. */
const production = serverImports.filter((i) => placeOf(fromSrc(i.file))?.kind === 'layer');

describe('the server layers (db, chain < platform < payments < account < game < market < ops < app)', () => {
  it('places every folder of apps/server/src in a layer', () => {
    const unplaced = new Set(
      sourceFiles(SRC)
        .map(fromSrc)
        .filter((file) => placeOf(file) === undefined)
        .map((file) => file.split('/')[0]),
    );
    expect([...unplaced]).toEqual([]);
  });

  it('has no production import from a lower layer up into a higher one', () => {
    const upward = production.filter((i) => {
      const from = placeOf(fromSrc(i.file));
      const to = i.target === undefined ? 'elsewhere' : placeOfTarget(i.target);
      return (
        from?.kind === 'layer' &&
        to !== 'elsewhere' &&
        to?.kind === 'layer' &&
        !mayImport(from.layer, to.layer)
      );
    });
    expect(upward.map(shown)).toEqual([]);
  });

  it('keeps test helpers and harnesses out of production imports', () => {
    const intoTests = production.filter((i) => {
      if (i.specifier === '@wos/localnet') return true; // the local node is a dev dependency of the server
      return i.target !== undefined && (placeOfTarget(i.target) as Place | undefined)?.kind === 'test';
    });
    expect(intoTests.map(shown)).toEqual([]);
  });

  // A feature's tables and repository are its own; other features call its service.
  it("reads a feature's tables.ts and repo.ts only from inside that feature", () => {
    const foreign = production.filter((i) => {
      if (!i.target || !/\/(tables|repo)\.ts$/.test(i.target)) return false;
      return featureOf(fromSrc(i.target)) !== featureOf(fromSrc(i.file));
    });
    expect(foreign.map(shown)).toEqual([]);
  });
});

const FEATURES = path.join(WEB_SRC, 'features');
const APP = path.join(WEB_SRC, 'app');
const shownOnPage = (i: SourceImport) => `${path.relative(WEB_SRC, i.file)} imports '${i.specifier}'`;

describe('the page layers', () => {
  // The app shell (apps/web/src/app) composes the features; a feature never reaches up into it.
  it('has no import from apps/web/src/features into apps/web/src/app', () => {
    const upward = sourceFiles(path.join(WEB_SRC, 'features'))
      .flatMap(importsOf)
      .filter((i) => i.target !== undefined && isUnder(APP, i.target));
    expect(upward.map(shownOnPage)).toEqual([]);
  });

  // lib/ is what every part of the page may use: it knows no feature and no shell.
  it('has no import from apps/web/src/lib into features or app', () => {
    const upward = sourceFiles(path.join(WEB_SRC, 'lib'))
      .flatMap(importsOf)
      .filter((i) => i.target !== undefined && (isUnder(FEATURES, i.target) || isUnder(APP, i.target)));
    expect(upward.map(shownOnPage)).toEqual([]);
  });

  // A feature shows others its index.ts (and a named extra surface at its root); its insides are its own.
  it('imports another feature only through a file at its root', () => {
    const around = sourceFiles(FEATURES)
      .flatMap(importsOf)
      .filter((i) => {
        if (!i.target || !isUnder(FEATURES, i.target)) return false;
        const [from] = path.relative(FEATURES, i.file).split(path.sep);
        const [to, ...inside] = path.relative(FEATURES, i.target).split(path.sep);
        return from !== to && inside.length > 1;
      });
    expect(around.map(shownOnPage)).toEqual([]);
  });
});
