import { toast } from '../../../lib/toast/toast-store.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { getWalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import { runTwoPhase, serverMessage, type TransactionProgressControls } from '../../transactions/index.ts';
import type { SignedInAccount } from '../account/useSignedInAccount.ts';
import {
  CANNOT_SIGN_MESSAGE,
  CONFIRMATION_TIMEOUT_WAIT_MS,
  type PaidActionConfig,
  type PaidOutcome,
  type SettledWithoutPayment,
  WALLET_NOT_CONNECTED_MESSAGE,
} from './paid-action-config.ts';
import type { WalletGate } from './wallet-gate.ts';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

const REFUSED = { status: 'refused' } as const;

type Report = 'success' | 'warning' | 'error';

export interface PaidActionDeps {
  signIn(gate: WalletGate): SignedInAccount | null;
  progress: TransactionProgressControls;
}

function isSettled(prepared: object): prepared is SettledWithoutPayment {
  return 'settled' in prepared;
}

/**
 * One player-paid action from the click to its last word: wallet check, the feature's checks,
 * the dialog, prepare, sign, process (with the shared 422 retry), refresh, the 10 s wait after
 * a confirmation timeout, and a toast for a player who closed the dialog meanwhile.
 */
export async function runPaidAction<
  Input,
  Prepared extends { transaction: string },
  Result extends { signature: string },
>(
  config: PaidActionConfig<Input, Prepared, Result>,
  deps: PaidActionDeps,
  input: Input,
): Promise<PaidOutcome<Result>> {
  const { progress } = deps;
  const { messages } = config;
  const toasts = config.toasts ?? toast;
  const account = deps.signIn(config.wallet);
  if (!account) return REFUSED;
  if ((config.needsSignature?.(input) ?? true) && !getWalletSnapshot().canSignTransaction) {
    toasts.error(CANNOT_SIGN_MESSAGE);
    return REFUSED;
  }
  if (config.check && !(await config.check(input, account))) return REFUSED;

  const report = (kind: Report, message: string) => {
    // The dialog says how it ended; a player who closed it meanwhile gets a toast instead.
    if (kind === 'error' && config.errorToast === 'always') toasts.error(message);
    else if (!progress.isOpen()) toasts[kind](message);
  };
  const finish = (outcome: PaidOutcome<Result>): PaidOutcome<Result> => {
    config.settled?.(outcome, input, account);
    return outcome;
  };
  const refreshLogged = () => config.refresh(input, account).catch((error: unknown) => console.error(error));

  const title = config.title(input);
  progress.start(title.name, title.price, title.currency, {
    skipsProcessing: title.skipsProcessing ?? false,
  });

  let prepared: Prepared | SettledWithoutPayment;
  try {
    prepared = await config.prepare(input, account, progress);
  } catch (error) {
    const message =
      messages.prepareFailure?.(error) ??
      serverMessage(error, messages.prepareFailed, messages.prepareFailed);
    console.error(error);
    progress.fail(message);
    report('error', message);
    return finish({ status: 'error', stage: 'prepare', message, error });
  }
  if (isSettled(prepared)) {
    if (prepared.settled === 'success') progress.succeed(prepared.message);
    else progress.fail(prepared.message);
    report(prepared.settled, prepared.message);
    return finish(
      prepared.settled === 'success'
        ? { status: 'success', result: null }
        : { status: 'error', stage: 'prepare', message: prepared.message, error: null },
    );
  }

  const ready = prepared;
  const outcome = await runTwoPhase({
    progress,
    messages,
    prepare: () => Promise.resolve(ready),
    sign: (transaction) => {
      const wallet = getWalletSnapshot();
      if (wallet.state !== 'connected' || wallet.address !== account.address) {
        throw new Error(messages.walletNotConnected ?? WALLET_NOT_CONNECTED_MESSAGE);
      }
      return walletCommands.signTransaction(transaction);
    },
    process: (_prepared, signedTransaction, skipPreflight) =>
      config.process(input, account, { prepared: ready, signedTransaction, skipPreflight }, progress),
    confirm: (result) =>
      config.confirm ? config.confirm(input, account, result) : config.refresh(input, account),
    confirmationTimedOut: async () => {
      await wait(CONFIRMATION_TIMEOUT_WAIT_MS);
      await refreshLogged();
      return messages.timedOut(input);
    },
    successMessage: (result) => messages.success(input, result),
    timedOutEndsAs: config.timeoutEndsAs ?? 'unconfirmed',
  });

  if (outcome.status === 'success') {
    report('success', messages.success(input, outcome.result));
    return finish({ status: 'success', result: outcome.result });
  }
  if (outcome.status === 'timeout') {
    report(config.timeoutEndsAs === 'success' ? 'success' : 'warning', messages.timedOut(input));
    return finish({ status: 'timeout', signature: outcome.signature });
  }
  report('error', outcome.message);
  return finish({ status: 'error', stage: 'payment', message: outcome.message, error: outcome.error });
}
