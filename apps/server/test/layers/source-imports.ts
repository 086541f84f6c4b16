import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import (static, type-only, re-export or dynamic `import()`) of one source file. */
export interface SourceImport {
  /** The importing file, absolute. */
  file: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file, absolute, for a relative specifier; undefined for a package. */
  target: string | undefined;
}

const SOURCE = /\.(ts|tsx|mts)$/;

/** Every .ts/.tsx/.mts file under `dir`, absolute, node_modules left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(dir, name))
    .sort();
}

/** The imports of one file, read by TypeScript's own pre-processor (no type checking, so it is fast). */
export function importsOf(file: string): SourceImport[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName: specifier }) => ({
    file,
    specifier,
    target: specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined,
  }));
}
