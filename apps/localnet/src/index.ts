// What other workspaces use of the local node: start it in this process,
// spawn it as its own process (tests that kill it), and a fault proxy in
// front of it. `npm run localnet` runs main.ts.
export { type FaultProxy, startFaultProxy } from './fault-proxy.ts';
export { type Localnet, startLocalnet } from './localnet.ts';
export { type SpawnedLocalnet, type SpawnLocalnetOptions, spawnLocalnet } from './spawn.ts';
