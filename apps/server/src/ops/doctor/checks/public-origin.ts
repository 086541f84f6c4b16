import { type CheckResult, type DoctorCheck, fail, ok } from '../check.ts';

const NAME = 'public origin';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** PUBLIC_ORIGIN is https unless the game is served on this machine only (sign-in messages and cookies name it). */
export const publicOriginCheck: DoctorCheck = {
  name: NAME,
  async run({ config }): Promise<CheckResult[]> {
    const origin = new URL(config.publicOrigin);
    if (origin.protocol === 'https:') return [ok(NAME, `${config.publicOrigin}`)];
    if (LOCAL_HOSTS.has(origin.hostname))
      return [ok(NAME, `${config.publicOrigin} (this machine only: http is fine)`)];
    return [
      fail(
        NAME,
        `${config.publicOrigin} is http off localhost: wallets sign in and cookies travel unencrypted`,
        'serve the game over TLS (deploy/nginx) and set PUBLIC_ORIGIN=https://<your host>',
      ),
    ];
  },
};
