import { GENESIS_HASHES } from '@wos/shared';
import { type CheckResult, type DoctorCheck, fail, ok, reasonOf } from '../check.ts';
import { rpcHostOf } from '../rpc.ts';

const NAME = 'rpc';

/** The node answers, and it is the network's own cluster (its genesis hash), not another one. */
export const rpcCheck: DoctorCheck = {
  name: NAME,
  async run(context): Promise<CheckResult[]> {
    const { config, rpc } = context;
    if (!rpc || !config.solanaRpcUrl)
      return [ok(NAME, 'the embedded chain (no SOLANA_RPC_URL): nothing to reach')];
    const host = rpcHostOf(config.solanaRpcUrl);
    let genesis: string;
    try {
      genesis = await rpc
        .getGenesisHash()
        .send({ abortSignal: AbortSignal.timeout(config.solanaRpcTimeoutMs) });
    } catch (error) {
      context.rpcAnswered = false;
      return [
        fail(
          NAME,
          `${host} did not answer getGenesisHash: ${reasonOf(error)}`,
          'check SOLANA_RPC_URL (and that the node or the provider is up and accepts this key)',
        ),
      ];
    }
    context.rpcAnswered = true;
    if (config.network === 'localnet')
      return [ok(NAME, `${host} answers (localnet: any genesis ${genesis})`)];
    const expected = GENESIS_HASHES[config.network];
    if (genesis !== expected) {
      return [
        fail(
          NAME,
          `${host} is not ${config.network}: its genesis hash is ${genesis}, ${config.network}'s is ${expected}`,
          `point SOLANA_RPC_URL at a ${config.network} node, or set NETWORK to the cluster it serves`,
        ),
      ];
    }
    return [ok(NAME, `${host} answers and is ${config.network} (genesis ${genesis})`)];
  },
};
