import { address, fetchEncodedAccount } from '@solana/kit';
import { getMintDecoder, getMintSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { fromBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { type CheckResult, type DoctorCheck, fail, notRead, ok, reasonOf } from '../check.ts';

const NAME = 'mint';

/** WLO_MINT is an SPL Token mint on the node, with the game's decimals. */
export const mintCheck: DoctorCheck = {
  name: NAME,
  async run({ config, rpc, rpcAnswered }): Promise<CheckResult[]> {
    const mint = config.keys.wloMint;
    if (!rpc) return [ok(NAME, 'the embedded chain: the game creates its WLO mint in DATA_DIR')];
    if (!mint) {
      // Only localnet gets here (the configuration requires WLO_MINT elsewhere).
      return [ok(NAME, 'no WLO_MINT: the game creates its own on the local node at first start')];
    }
    if (!rpcAnswered) return [notRead(NAME, `WLO_MINT ${mint}`)];
    try {
      const account = await fetchEncodedAccount(rpc, address(mint), {
        abortSignal: AbortSignal.timeout(config.solanaRpcTimeoutMs),
      });
      if (!account.exists) {
        return [
          fail(
            NAME,
            `WLO_MINT ${mint} does not exist on ${config.network}`,
            'run npm run launch for this network, or set WLO_MINT to the game mint',
          ),
        ];
      }
      if (account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== getMintSize()) {
        return [
          fail(
            NAME,
            `WLO_MINT ${mint} is not an SPL Token mint (owner ${account.programAddress})`,
            'set WLO_MINT to the game mint (a mint of the SPL Token program)',
          ),
        ];
      }
      const decoded = getMintDecoder().decode(account.data);
      if (decoded.decimals !== WLO_DECIMALS) {
        return [
          fail(
            NAME,
            `WLO_MINT ${mint} has ${decoded.decimals} decimals; the game's WLO has ${WLO_DECIMALS}`,
            'set WLO_MINT to the game mint; amounts would be wrong by a power of ten with this one',
          ),
        ];
      }
      const supply = fromBaseUnits(decoded.supply, WLO_DECIMALS);
      return [ok(NAME, `WLO_MINT ${mint}: ${WLO_DECIMALS} decimals, supply ${supply} WLO`)];
    } catch (error) {
      return [
        fail(NAME, `WLO_MINT ${mint} could not be read: ${reasonOf(error)}`, 'check the RPC check above'),
      ];
    }
  },
};
