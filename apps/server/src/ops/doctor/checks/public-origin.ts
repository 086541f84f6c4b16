import { type CheckResult, type DoctorCheck, fail, ok, warn } from '../check.ts';

const NAME = 'public origin';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** PUBLIC_ORIGIN is https unless the game is served on this machine only (sign-in messages and cookies name it). */
export const publicOriginCheck: DoctorCheck = {
  name: NAME,
  async run({ config }): Promise<CheckResult[]> {
    const origin = new URL(config.publicOrigin);
    if (origin.protocol === 'https:') return [ok(NAME, `${config.publicOrigin}`)];
    if (LOCAL_HOSTS.has(origin.hostname)) {
      if (config.network === 'localnet') {
        return [ok(NAME, `${config.publicOrigin} (this machine only: http is fine)`)];
      }
      // Sign-in messages name this origin: on a public cluster players' wallets would sign for localhost.
      return [
        warn(
          NAME,
          `${config.publicOrigin} on ${config.network}: only this machine can play (sign-in messages name it)`,
          'set PUBLIC_ORIGIN=https://<your host> (the origin players open)',
        ),
      ];
    }
    return [
      fail(
        NAME,
        `${config.publicOrigin} is http off localhost: wallets sign in and cookies travel unencrypted`,
        'serve the game over TLS (deploy/nginx) and set PUBLIC_ORIGIN=https://<your host>',
      ),
    ];
  },
};
