import { SECRET_MIN_LENGTHS } from '../../../platform/config.ts';
import { type CheckResult, type DoctorCheck, fail, ok, warn } from '../check.ts';

type SecretName = keyof typeof SECRET_MIN_LENGTHS;

/** What each secret protects, for the report line. */
const PURPOSE: Record<SecretName, string> = {
  VISITOR_COOKIE_SECRET: 'signs visitor cookies, the same in every API process (else kept in DATA_DIR)',
  METRICS_TOKEN: 'guards /metrics (else it is open to anyone)',
  ADMIN_TOKEN: 'opens the operator console /admin (else it answers 404)',
};

/**
 * The shared secrets are set and long enough. Missing ones only warn on
 * localnet (a developer's machine); elsewhere they fail. Their values are
 * never printed, only their lengths' sufficiency.
 */
export const secretsCheck: DoctorCheck = {
  name: 'secrets',
  async run({ config }): Promise<CheckResult[]> {
    const values: Record<SecretName, string | undefined> = {
      VISITOR_COOKIE_SECRET: config.visitorCookieSecret,
      METRICS_TOKEN: config.metricsToken,
      ADMIN_TOKEN: config.adminToken,
    };
    return (Object.keys(SECRET_MIN_LENGTHS) as SecretName[]).map((secret) => {
      const name = `secret ${secret}`;
      const minimum = SECRET_MIN_LENGTHS[secret];
      const value = values[secret];
      const fix = `set ${secret} to at least ${minimum} random characters (openssl rand -base64 48)`;
      if (!value) {
        const detail = `not set; it ${PURPOSE[secret]}`;
        return config.network === 'localnet' ? warn(name, detail, fix) : fail(name, detail, fix);
      }
      if (value.length < minimum) return fail(name, `shorter than ${minimum} characters`, fix);
      return ok(name, `set, at least ${minimum} characters`);
    });
  },
};
