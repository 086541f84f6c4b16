import type { Address, KeyPairSigner } from '@solana/kit';
import type { Network } from '@wos/shared';
import { POOL_NAMES, type PoolName } from '../../chain/pools.ts';
import type { LaunchFile } from './launch-file.ts';
import {
  addressFrom,
  addressVarOf,
  keyFromFile,
  MINT_AUTHORITY_VAR,
  MINT_SECRET_VAR,
  MINT_VAR,
  newKeyPair,
  newSharedSecret,
  SECRET_BYTES,
  secretVarOf,
} from './launch-keys.ts';

export interface LaunchKeys {
  pools: Record<PoolName, KeyPairSigner>;
  mint: Address;
  /** The mint's own key while the mint is not created yet (absent with --mint). */
  mintSigner: KeyPairSigner | undefined;
  /** Mints the genesis supply (absent with --mint). */
  mintAuthority: KeyPairSigner | undefined;
}

export interface KeysOutcome {
  keys: LaunchKeys;
  /** What was added to the file (names only, never a value). */
  added: string[];
}

interface KeysInput {
  network: Network;
  rpcUrl: string;
  /** --mint: the existing mint. */
  mint: string | undefined;
}

/**
 * Every key and secret the launch needs, from the env file or new, and the
 * file written (atomically) before anything on chain depends on them: a
 * killed run never loses a key it funded. A dry run writes nothing.
 */
export async function ensureKeys(file: LaunchFile, input: KeysInput): Promise<KeysOutcome> {
  const added: string[] = [];
  const recorded = file.get('NETWORK');
  if (recorded && recorded !== input.network) {
    throw new Error(`${file.path} is for ${recorded}, not ${input.network}: give another --out`);
  }
  setIfChanged(file, 'NETWORK', input.network, added);
  setIfChanged(file, 'SOLANA_RPC_URL', input.rpcUrl, added);

  const pools = {} as Record<PoolName, KeyPairSigner>;
  for (const pool of POOL_NAMES) {
    const secretVar = secretVarOf(pool);
    const addressVar = addressVarOf(pool);
    const secret = file.get(secretVar);
    if (secret) {
      pools[pool] = await keyFromFile(secret, secretVar, file.get(addressVar), addressVar);
    } else {
      const fresh = await newKeyPair();
      file.set(secretVar, fresh.secret);
      pools[pool] = fresh.signer;
      added.push(secretVar);
    }
    setIfChanged(file, addressVar, pools[pool].address, added);
  }

  const mintKeys = input.mint ? await givenMint(file, input.mint, added) : await ownMint(file, added);

  for (const [name, bytes] of Object.entries(SECRET_BYTES)) {
    if (file.get(name)) continue;
    file.set(name, newSharedSecret(bytes));
    added.push(name);
  }
  if (added.length > 0) await file.save();
  return { keys: { pools, ...mintKeys }, added };
}

async function givenMint(file: LaunchFile, mintText: string, added: string[]) {
  const mint = addressFrom(mintText, '--mint');
  const recorded = file.get(MINT_VAR);
  if (recorded && recorded !== mint) {
    throw new Error(`${file.path} names the mint ${recorded}, not --mint ${mint}: give another --out`);
  }
  if (file.get(MINT_SECRET_VAR)) throw new Error(`${file.path} holds a mint of its own (${MINT_SECRET_VAR})`);
  setIfChanged(file, MINT_VAR, mint, added);
  return { mint, mintSigner: undefined, mintAuthority: undefined };
}

/** The game's own mint: its key kept until it exists on chain, and the authority that mints the plan. */
async function ownMint(file: LaunchFile, added: string[]) {
  const recorded = file.get(MINT_VAR);
  const mintSecret = file.get(MINT_SECRET_VAR);
  const authoritySecret = file.get(MINT_AUTHORITY_VAR);
  if (recorded) {
    const mintSigner = mintSecret
      ? await keyFromFile(mintSecret, MINT_SECRET_VAR, recorded, MINT_VAR)
      : undefined;
    const mintAuthority = authoritySecret
      ? await keyFromFile(authoritySecret, MINT_AUTHORITY_VAR, undefined, MINT_AUTHORITY_VAR)
      : undefined;
    return { mint: addressFrom(recorded, MINT_VAR), mintSigner, mintAuthority };
  }
  const mintKey = await newKeyPair();
  const authority = authoritySecret
    ? {
        secret: authoritySecret,
        signer: await keyFromFile(authoritySecret, MINT_AUTHORITY_VAR, undefined, MINT_AUTHORITY_VAR),
      }
    : await newKeyPair();
  file.set(MINT_SECRET_VAR, mintKey.secret);
  file.set(MINT_VAR, mintKey.signer.address);
  added.push(MINT_VAR, MINT_SECRET_VAR);
  if (!authoritySecret) {
    file.set(MINT_AUTHORITY_VAR, authority.secret);
    added.push(MINT_AUTHORITY_VAR);
  }
  return { mint: mintKey.signer.address, mintSigner: mintKey.signer, mintAuthority: authority.signer };
}

function setIfChanged(file: LaunchFile, key: string, value: string, added: string[]): void {
  if (file.get(key) === value) return;
  file.set(key, value);
  added.push(key);
}
