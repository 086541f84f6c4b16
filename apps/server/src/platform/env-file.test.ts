import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envFileOf, loadEnvFile } from './env-file.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'wos-env-file-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the env file', () => {
  it('is named by --env <file>, --env=<file> or ENV_FILE', () => {
    expect(envFileOf(['--env', 'a.env'], {})).toBe('a.env');
    expect(envFileOf(['--port', '1', '--env=b.env'], { ENV_FILE: 'c.env' })).toBe('b.env');
    expect(envFileOf([], { ENV_FILE: 'c.env' })).toBe('c.env');
    expect(envFileOf([], {})).toBeUndefined();
    expect(() => envFileOf(['--env'], {})).toThrow('--env needs a file');
  });

  it('fills what the environment leaves unset; the environment wins', async () => {
    const file = path.join(dir, 'game.env');
    await writeFile(file, '# launch wrote this\nNETWORK=devnet\nMETRICS_TOKEN="quoted value"\nPORT=4000\n');
    const env: NodeJS.ProcessEnv = { PORT: '5000' };
    expect(loadEnvFile(['--env', file], env)).toBe(file);
    expect(env).toEqual({ PORT: '5000', NETWORK: 'devnet', METRICS_TOKEN: 'quoted value' });
  });

  it('names a file it cannot read', () => {
    expect(() => loadEnvFile(['--env', path.join(dir, 'missing.env')], {})).toThrow(
      /missing\.env cannot be read \(ENOENT\)/,
    );
  });
});
