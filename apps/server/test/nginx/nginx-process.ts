/**
 * Debian's nginx running the repository's deploy/nginx/warlords.conf, as an
 * unprivileged test may run it: its own prefix directory, free ports on the
 * loopback, a self-signed certificate for play.example.com, temp and log
 * paths in the prefix, no daemon.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const SITE_CONFIG = path.join(repoRoot, 'deploy/nginx/warlords.conf');
/** The server name the site answers to (and the certificate names). */
export const SERVER_NAME = 'play.example.com';
const run = promisify(execFile);
/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export interface SiteSettings {
  /** The API processes' ports, in the order the config names 3001, 3002. */
  apiPorts: readonly number[];
  httpPort: number;
  httpsPort: number;
  /** The prefix directory: certificate, logs, temp files. */
  dir: string;
}

/**
 * The site config with this machine's ports and paths in place of the
 * production ones. Each production value must be found: a change to the
 * config that the test would silently miss fails here instead.
 */
export function renderSite(config: string, settings: SiteSettings): string {
  const { apiPorts, httpPort, httpsPort, dir } = settings;
  const swaps: Array<[string, string]> = [
    ...apiPorts.map((port, index): [string, string] => [
      `server 127.0.0.1:${3001 + index} `,
      `server 127.0.0.1:${port} `,
    ]),
    ['    listen 80;\n', `    listen 127.0.0.1:${httpPort};\n`],
    ['    listen [::]:80;\n', ''],
    ['    listen 443 ssl http2;\n', `    listen 127.0.0.1:${httpsPort} ssl http2;\n`],
    ['    listen [::]:443 ssl http2;\n', ''],
    [`/etc/letsencrypt/live/${SERVER_NAME}/`, `${dir}/tls/`],
    ['/var/log/nginx/', `${dir}/logs/`],
    ['/var/www/html', `${dir}/www`],
  ];
  let text = config;
  for (const [from, to] of swaps) {
    if (!text.includes(from)) throw new Error(`${SITE_CONFIG} no longer contains ${JSON.stringify(from)}`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** The main file Debian's /etc/nginx/nginx.conf would be, reduced to what the site needs, in `dir`. */
function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${dir}/temp/${name};`;
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  default_type application/octet-stream;
  access_log ${dir}/logs/access.log;
  include ${dir}/warlords.conf;
}
`;
}

/** One line of the site's access log (log_format warlords_json). */
export interface AccessLine {
  time: string;
  remote: string;
  method: string;
  uri: string;
  status: number;
  /** Every process nginx tried, in order ("127.0.0.1:3001, 127.0.0.1:3002"). */
  upstream: string;
  upstream_status: string;
}

export class NginxProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly dir: string,
    readonly settings: SiteSettings,
    /** The certificate the clients trust. */
    readonly certificate: Buffer,
  ) {}

  static async start(apiPorts: readonly number[], ports: { http: number; https: number }) {
    const dir = await mkdtemp(path.join(tmpdir(), 'wos-nginx-'));
    try {
      // Worker processes run as nobody when the test runs as root: they must reach the temp paths.
      await chmod(dir, 0o755);
      await Promise.all(['tls', 'logs', 'temp', 'www'].map((name) => mkdir(path.join(dir, name))));
      await run('openssl', [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '2', '-subj', `/CN=${SERVER_NAME}`, '-addext', `subjectAltName=DNS:${SERVER_NAME}`],
        ...['-keyout', path.join(dir, 'tls/privkey.pem'), '-out', path.join(dir, 'tls/fullchain.pem')],
      ]);
      const settings: SiteSettings = { apiPorts, httpPort: ports.http, httpsPort: ports.https, dir };
      await writeFile(
        path.join(dir, 'warlords.conf'),
        renderSite(await readFile(SITE_CONFIG, 'utf8'), settings),
      );
      await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));
      const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')];
      await run(NGINX, [...args, '-t']).catch((error: { stderr?: string }) => {
        throw new Error(`nginx -t refused the config:\n${error.stderr ?? String(error)}`);
      });
      const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
      const nginx = new NginxProcess(
        child,
        dir,
        settings,
        await readFile(path.join(dir, 'tls/fullchain.pem')),
      );
      await nginx.waitListening();
      return nginx;
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private async waitListening(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited: ${await this.errorLog()}`);
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(this.settings.httpsPort, '127.0.0.1');
        socket.once('connect', () => resolve(true));
        socket.once('error', () => resolve(false));
      }).catch(() => false);
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx not listening on ${this.settings.httpsPort} within ${timeoutMs} ms`);
  }

  /**
   * Takes the API process on `port` out of the upstream (`down`) or puts it
   * back, as an operator does around a restart: edit, reload, and wait until
   * the workers of the old configuration have finished their requests.
   */
  async setDown(port: number, down: boolean): Promise<void> {
    const file = path.join(this.dir, 'warlords.conf');
    const line = `server 127.0.0.1:${port} max_fails=0`;
    const config = (await readFile(file, 'utf8')).replace(
      new RegExp(`${line}( down)?;`),
      `${line}${down ? ' down' : ''};`,
    );
    if (!config.includes(line)) throw new Error(`no upstream server on port ${port}`);
    await writeFile(file, config);
    const oldWorkers = await this.workers();
    this.child.kill('SIGHUP');
    while (oldWorkers.some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  private async workers(): Promise<number[]> {
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(this.child.pid)]);
    return stdout
      .split('\n')
      .map((pid) => Number(pid.trim()))
      .filter((pid) => pid > 0);
  }

  /** The bytes of the site's access log written so far (a mark to read the lines after). */
  async accessLogSize(): Promise<number> {
    return (await readFile(this.accessLogPath()).catch(() => Buffer.alloc(0))).length;
  }

  /** The site's access log lines, from byte `from` on (to byte `to`). */
  async accessLog(from = 0, to?: number): Promise<AccessLine[]> {
    const text = (await readFile(this.accessLogPath())).subarray(from, to).toString('utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as AccessLine);
  }

  async errorLog(): Promise<string> {
    return readFile(path.join(this.dir, 'logs/warlords.error.log'), 'utf8').catch(() => '');
  }

  private accessLogPath(): string {
    return path.join(this.dir, 'logs/warlords.access.log');
  }

  /** A graceful stop (SIGQUIT: requests in flight finish); the prefix directory goes unless kept. */
  async stop(options: { keepDir?: boolean } = {}): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill('SIGQUIT');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keepDir) await rm(this.dir, { recursive: true, force: true });
  }
}

/** Whether process `pid` still runs (signal 0 checks without sending anything). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
