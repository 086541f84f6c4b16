import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { loadConfig } from '../../platform/config.ts';
import { publicOriginCheck } from './checks/public-origin.ts';
import { secretsCheck } from './checks/secrets.ts';
import { doctorContext, runChecks, runDoctor } from './run.ts';
import { checkBeforeStart } from './startup.ts';

const localnet = { LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-doctor-data' };

describe('npm run doctor on the configuration alone', () => {
  it('passes the embedded defaults, warning of the secrets a developer need not set', async () => {
    const results = await runDoctor(localnet);
    expect(results.filter((result) => result.status === 'fail')).toEqual([]);
    expect(results.filter((result) => result.status === 'warn').map((result) => result.name)).toEqual([
      'secret VISITOR_COOKIE_SECRET',
      'secret METRICS_TOKEN',
      'secret ADMIN_TOKEN',
    ]);
  });

  it('gives one fail per bad variable, naming it and never its value', async () => {
    const results = await runDoctor({
      ...localnet,
      METRICS_TOKEN: 'short-token',
      ADMIN_TOKEN: 'admin-token-too-short',
      TREASURY_ADDRESS: 'not-an-address',
    });
    expect(results.map((result) => [result.status, result.name])).toEqual([
      ['fail', 'config METRICS_TOKEN'],
      ['fail', 'config ADMIN_TOKEN'],
      ['fail', 'config TREASURY_ADDRESS'],
    ]);
    expect(results[1]?.detail).toBe('must be at least 32 characters');
    expect(JSON.stringify(results)).not.toContain('short-token');
  });

  it('fails missing secrets off localnet and only warns of them on localnet', async () => {
    const config = loadConfig(localnet);
    const onLocalnet = await runChecks([secretsCheck], doctorContext(config, undefined));
    expect(onLocalnet.map((result) => result.status)).toEqual(['warn', 'warn', 'warn']);
    const onDevnet = await runChecks(
      [secretsCheck],
      doctorContext({ ...config, network: 'devnet', metricsToken: 'm'.repeat(16) }, undefined),
    );
    expect(onDevnet.map((result) => [result.name, result.status])).toEqual([
      ['secret VISITOR_COOKIE_SECRET', 'fail'],
      ['secret METRICS_TOKEN', 'ok'],
      ['secret ADMIN_TOKEN', 'fail'],
    ]);
  });

  it('fails an http PUBLIC_ORIGIN off localhost, and npm start refuses it naming the check', async () => {
    const origin = async (PUBLIC_ORIGIN: string) =>
      (await runDoctor({ ...localnet, PUBLIC_ORIGIN })).find((result) => result.name === 'public origin');
    expect(await origin('http://play.example.com')).toMatchObject({
      status: 'fail',
      detail: 'http://play.example.com is http off localhost: wallets sign in and cookies travel unencrypted',
    });
    expect((await origin('https://play.example.com'))?.status).toBe('ok');
    expect((await origin('http://127.0.0.1:3000'))?.status).toBe('ok');
    const onDevnet = { ...loadConfig(localnet), network: 'devnet' as const };
    expect((await runChecks([publicOriginCheck], doctorContext(onDevnet, undefined)))[0]).toMatchObject({
      status: 'warn',
      detail: 'http://localhost:3000 on devnet: only this machine can play (sign-in messages name it)',
    });
    const config = loadConfig({ ...localnet, PUBLIC_ORIGIN: 'http://play.example.com' });
    expect((await runChecks([publicOriginCheck], doctorContext(config, undefined)))[0]?.status).toBe('fail');
    await expect(checkBeforeStart(config, pino({ level: 'silent' }))).rejects.toThrow(
      /Refusing to start[\s\S]*the public origin check failed: http:\/\/play\.example\.com is http off localhost/,
    );
  });

  it('fails a REDIS_URL where nothing answers, and passes one that answers PING', async () => {
    const redisLine = async (REDIS_URL: string) =>
      (await runDoctor({ ...localnet, REDIS_URL })).find((result) => result.name === 'redis');
    expect(await redisLine(`redis://127.0.0.1:${await freePort()}`)).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('did not answer PING'),
    });
    // CI's runs that share state through Redis name it; elsewhere only the failure is checked.
    if (process.env.REDIS_URL) expect((await redisLine(process.env.REDIS_URL))?.status).toBe('ok');
  });
});
