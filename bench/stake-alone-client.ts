/**
 * The one player of bench/stake-alone.ts, in a process of its own (forked by
 * it), so the server's CPU is the server's alone: its key, signing and HTTP
 * client cost nothing there. Over IPC: `start` → it airdrops itself (the dev
 * faucet) and signs in → `warming` → it stakes `warm` times (the server's
 * JIT warms up) → `ready` → `go` → it stakes `stakes` times one after
 * another → `done`.
 */
import { type Staker, stakeAcross, stakers } from './cluster-stakers.ts';

export type ToStaker = { type: 'start'; origin: string; stakes: number; warm: number } | { type: 'go' };

export type FromStaker = { type: 'warming' } | { type: 'ready' } | { type: 'done'; cpuMs: number };

function nextMessage(): Promise<ToStaker> {
  return new Promise((resolve) => process.once('message', (message) => resolve(message as ToStaker)));
}

const send = (message: FromStaker) => process.send?.(message);

async function run(): Promise<void> {
  const start = await nextMessage();
  if (start.type !== 'start') throw new Error(`expected start, got ${start.type}`);
  const [player] = (await stakers([start.origin], 1, start.stakes + start.warm)) as [Staker];
  const stake = stakeAcross([start.origin]);
  send({ type: 'warming' });
  for (let i = 0; i < start.warm; i += 1) await stake(player);
  send({ type: 'ready' });
  await nextMessage();
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < start.stakes; i += 1) await stake(player);
  const cpu = process.cpuUsage(cpuBefore);
  send({ type: 'done', cpuMs: (cpu.user + cpu.system) / 1000 });
}

run().then(
  () => process.disconnect?.(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
