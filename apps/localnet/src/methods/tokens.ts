import type { Address, EncodedAccount } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { accountJson, mintDecimals, readDataSlice, readEncoding } from '../account-json.ts';
import type { Ledger } from '../ledger.ts';
import { invalidParam, invalidParams } from '../rpc-error.ts';
import {
  isMintData,
  isTokenAccountData,
  isTokenProgram,
  readMint,
  readTokenAccount,
  uiTokenAmount,
} from '../token-layout.ts';
import { addressParam, type Config, configParam, type Method, required, withContext } from './params.ts';

export const tokenMethods: Record<string, Method> = {
  getTokenAccountBalance: (params, ledger) => {
    const address = addressParam(required(params, 0, 'pubkey'));
    const account = ledger.svm.getAccount(address);
    if (!account.exists) throw invalidParam('could not find account');
    const token = isTokenAccountData(account.programAddress, account.data)
      ? readTokenAccount(account.data)
      : undefined;
    if (!token) throw invalidParam('not a Token account');
    const decimals = mintDecimals(ledger.svm, token.mint);
    if (decimals === undefined) throw invalidParam('could not find mint');
    return withContext(ledger, configParam(params[1]), uiTokenAmount(token.amount, decimals));
  },
  getTokenSupply: (params, ledger) => {
    const address = addressParam(required(params, 0, 'mint'));
    const account = ledger.svm.getAccount(address);
    if (!account.exists) throw invalidParam('could not find mint');
    const mint = isMintData(account.programAddress, account.data) ? readMint(account.data) : undefined;
    if (!mint) throw invalidParam('not a Token mint');
    return withContext(ledger, configParam(params[1]), uiTokenAmount(mint.supply, mint.decimals));
  },
  getTokenAccountsByOwner: (params, ledger) => {
    const owner = addressParam(required(params, 0, 'owner'));
    const filter = tokenFilter(ledger.svm, required(params, 1, 'filter'));
    const config: Config = configParam(params[2]);
    const encoding = readEncoding(config.encoding, 'binary');
    const slice = readDataSlice(config.dataSlice);
    const value = tokenAccountsOf(ledger, owner, filter).map((account) => ({
      pubkey: account.address,
      account: accountJson(ledger.svm, account, encoding, slice),
    }));
    return withContext(ledger, config, value);
  },
};

interface TokenFilter {
  program: Address;
  mint?: Address;
}

function tokenFilter(svm: LiteSVM, value: unknown): TokenFilter {
  const { mint, programId } = (value ?? {}) as { mint?: unknown; programId?: unknown };
  if (mint !== undefined) {
    const address = addressParam(mint);
    const account = svm.getAccount(address);
    if (!account.exists || !isMintData(account.programAddress, account.data))
      throw invalidParam('could not find mint');
    return { program: account.programAddress, mint: address };
  }
  if (programId !== undefined) {
    const program = addressParam(programId);
    if (!isTokenProgram(program)) throw invalidParam('unrecognized Token program id');
    return { program };
  }
  throw invalidParams('Invalid params: the filter must be {"mint": …} or {"programId": …}');
}

/** The owner's token accounts: SPL Token's from the chain's index, Token-2022's by a scan. */
function tokenAccountsOf(ledger: Ledger, owner: Address, filter: TokenFilter): EncodedAccount[] {
  const candidates: EncodedAccount[] = [];
  if (filter.program === TOKEN_PROGRAM_ADDRESS) {
    for (const address of ledger.tokenAccountsOf(owner)) {
      const account = ledger.svm.getAccount(address);
      if (account.exists) candidates.push(account);
    }
  } else {
    candidates.push(...ledger.svm.getProgramAccounts(filter.program));
  }
  const accounts: EncodedAccount[] = [];
  for (const account of candidates) {
    if (account.programAddress !== filter.program) continue;
    if (!isTokenAccountData(account.programAddress, account.data)) continue;
    const token = readTokenAccount(account.data);
    if (!token || token.owner !== owner || (filter.mint && token.mint !== filter.mint)) continue;
    accounts.push(account);
  }
  return accounts;
}
