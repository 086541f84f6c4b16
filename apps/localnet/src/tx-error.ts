import type { FailedTransactionMetadata } from 'litesvm';

/** A transaction error as Solana's JSON-RPC writes it: `"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`, … */
export type TransactionErrorJson = string | Record<string, unknown>;

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>;

/** LiteSVM's TransactionErrorFieldless, in its numbering, with Solana's name and text for each. */
const TRANSACTION_ERRORS: readonly (readonly [string, string])[] = [
  ['AccountInUse', 'Account in use'],
  ['AccountLoadedTwice', 'Account loaded twice'],
  ['AccountNotFound', 'Attempt to debit an account but found no record of a prior credit.'],
  ['ProgramAccountNotFound', 'Attempt to load a program that does not exist'],
  ['InsufficientFundsForFee', 'Insufficient funds for fee'],
  ['InvalidAccountForFee', 'This account may not be used to pay transaction fees'],
  ['AlreadyProcessed', 'This transaction has already been processed'],
  ['BlockhashNotFound', 'Blockhash not found'],
  ['CallChainTooDeep', 'Loader call chain is too deep'],
  ['MissingSignatureForFee', 'Transaction requires a fee but has no signature present'],
  ['InvalidAccountIndex', 'Transaction contains an invalid account reference'],
  ['SignatureFailure', 'Transaction did not pass signature verification'],
  ['InvalidProgramForExecution', 'This program may not be used for executing instructions'],
  ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'],
  ['ClusterMaintenance', 'Transactions are currently disabled due to cluster maintenance'],
  [
    'AccountBorrowOutstanding',
    'Transaction processing left an account with an outstanding borrowed reference',
  ],
  ['WouldExceedMaxBlockCostLimit', 'Transaction would exceed max Block Cost Limit'],
  ['UnsupportedVersion', 'Transaction version is unsupported'],
  ['InvalidWritableAccount', 'Transaction loads a writable account that cannot be written'],
  ['WouldExceedMaxAccountCostLimit', 'Transaction would exceed max account limit within the block'],
  ['WouldExceedAccountDataBlockLimit', 'Transaction would exceed account data limit within the block'],
  ['TooManyAccountLocks', 'Transaction locked too many accounts'],
  ['AddressLookupTableNotFound', "Transaction loads an address table account that doesn't exist"],
  ['InvalidAddressLookupTableOwner', 'Transaction loads an address table account with an invalid owner'],
  ['InvalidAddressLookupTableData', 'Transaction loads an address table account with invalid data'],
  ['InvalidAddressLookupTableIndex', 'Transaction address table lookup uses an invalid index'],
  ['InvalidRentPayingAccount', 'Transaction leaves an account with a lower balance than rent-exempt minimum'],
  ['WouldExceedMaxVoteCostLimit', 'Transaction would exceed max Vote Cost Limit'],
  ['WouldExceedAccountDataTotalLimit', 'Transaction would exceed total account data limit'],
  ['MaxLoadedAccountsDataSizeExceeded', 'Transaction exceeded max loaded accounts data size cap'],
  [
    'ResanitizationNeeded',
    'Sanitized transaction differed before/after feature activiation. Needs to be resanitized.',
  ],
  [
    'InvalidLoadedAccountsDataSizeLimit',
    'LoadedAccountsDataSizeLimit set for transaction must be greater than 0.',
  ],
  ['UnbalancedTransaction', 'Sum of account balances before and after transaction do not match'],
  ['ProgramCacheHitMaxLimit', 'Program cache hit max limit'],
  ['CommitCancelled', 'CommitCancelled'],
];

/** LiteSVM's InstructionErrorFieldless, in its numbering (Custom and BorshIoError carry data and come apart). */
const INSTRUCTION_ERRORS: readonly (readonly [string, string])[] = [
  ['GenericError', 'generic instruction error'],
  ['InvalidArgument', 'invalid program argument'],
  ['InvalidInstructionData', 'invalid instruction data'],
  ['InvalidAccountData', 'invalid account data for instruction'],
  ['AccountDataTooSmall', 'account data too small for instruction'],
  ['InsufficientFunds', 'insufficient funds for instruction'],
  ['IncorrectProgramId', 'incorrect program id for instruction'],
  ['MissingRequiredSignature', 'missing required signature for instruction'],
  ['AccountAlreadyInitialized', 'instruction requires an uninitialized account'],
  ['UninitializedAccount', 'instruction requires an initialized account'],
  ['UnbalancedInstruction', 'sum of account balances before and after instruction do not match'],
  ['ModifiedProgramId', 'instruction illegally modified the program id of an account'],
  ['ExternalAccountLamportSpend', 'instruction spent from the balance of an account it does not own'],
  ['ExternalAccountDataModified', 'instruction modified data of an account it does not own'],
  ['ReadonlyLamportChange', 'instruction changed the balance of a read-only account'],
  ['ReadonlyDataModified', 'instruction modified data of a read-only account'],
  ['DuplicateAccountIndex', 'instruction contains duplicate accounts'],
  ['ExecutableModified', 'instruction changed executable bit of an account'],
  ['RentEpochModified', 'instruction modified rent epoch of an account'],
  ['NotEnoughAccountKeys', 'insufficient account keys for instruction'],
  ['AccountDataSizeChanged', "program other than the account's owner changed the size of the account data"],
  ['AccountNotExecutable', 'instruction expected an executable account'],
  ['AccountBorrowFailed', 'instruction tries to borrow reference for an account which is already borrowed'],
  ['AccountBorrowOutstanding', 'instruction left account with an outstanding borrowed reference'],
  ['DuplicateAccountOutOfSync', 'instruction modifications of multiply-passed account differ'],
  ['InvalidError', 'program returned invalid error code'],
  ['ExecutableDataModified', 'instruction changed executable accounts data'],
  ['ExecutableLamportChange', 'instruction changed the balance of an executable account'],
  ['ExecutableAccountNotRentExempt', 'executable accounts must be rent exempt'],
  ['UnsupportedProgramId', 'Unsupported program id'],
  ['CallDepth', 'Cross-program invocation call depth too deep'],
  ['MissingAccount', 'An account required by the instruction is missing'],
  ['ReentrancyNotAllowed', 'Cross-program invocation reentrancy not allowed for this instruction'],
  ['MaxSeedLengthExceeded', 'Length of the seed is too long for address generation'],
  ['InvalidSeeds', 'Provided seeds do not result in a valid address'],
  ['InvalidRealloc', 'Failed to reallocate account data'],
  ['ComputationalBudgetExceeded', 'Computational budget exceeded'],
  ['PrivilegeEscalation', 'Cross-program invocation with unauthorized signer or writable account'],
  ['ProgramEnvironmentSetupFailure', 'Failed to create program execution environment'],
  ['ProgramFailedToComplete', 'Program failed to complete'],
  ['ProgramFailedToCompile', 'Program failed to compile'],
  ['Immutable', 'Account is immutable'],
  ['IncorrectAuthority', 'Incorrect authority provided'],
  ['AccountNotRentExempt', 'An account does not have enough lamports to be rent-exempt'],
  ['InvalidAccountOwner', 'Invalid account owner'],
  ['ArithmeticOverflow', 'Program arithmetic overflowed'],
  ['UnsupportedSysvar', 'Unsupported sysvar'],
  ['IllegalOwner', 'Provided owner is not allowed'],
  [
    'MaxAccountsDataAllocationsExceeded',
    'Accounts data allocations exceeded the maximum allowed per transaction',
  ],
  ['MaxAccountsExceeded', 'Max accounts exceeded'],
  ['MaxInstructionTraceLengthExceeded', 'Max instruction trace length exceeded'],
  ['BuiltinProgramsMustConsumeComputeUnits', 'Builtin programs must consume compute units'],
  ['BorshIoError', 'Failed to serialize or deserialize account data'],
];

export interface DescribedError {
  json: TransactionErrorJson;
  /** Solana's Display text, as in "Transaction simulation failed: <text>". */
  text: string;
}

export function fieldlessError(name: string): DescribedError {
  const known = TRANSACTION_ERRORS.find(([candidate]) => candidate === name);
  return { json: name, text: known?.[1] ?? name };
}

/** LiteSVM's error object to Solana's JSON form and text. */
export function describeError(error: LiteSvmError): DescribedError {
  if (typeof error === 'number') {
    const [name, text] = TRANSACTION_ERRORS[error] ?? [
      `TransactionError${error}`,
      `transaction error ${error}`,
    ];
    return { json: name, text };
  }
  const kind = error.constructor.name;
  if ('err' in error && typeof error.err === 'function') {
    const inner = describeInstructionError(error.err());
    return {
      json: { InstructionError: [error.index, inner.json] },
      text: `Error processing Instruction ${error.index}: ${inner.text}`,
    };
  }
  if ('index' in error) {
    return {
      json: { DuplicateInstruction: error.index },
      text: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    };
  }
  const accountIndex = (error as { accountIndex: number }).accountIndex;
  if (kind.includes('ProgramExecutionTemporarilyRestricted')) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
      text: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
    };
  }
  return {
    json: { InsufficientFundsForRent: { account_index: accountIndex } },
    text: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
  };
}

type LiteSvmInstructionError = number | { code: number } | { msg: string };

function describeInstructionError(error: LiteSvmInstructionError): DescribedError {
  if (typeof error === 'number') {
    const [name, text] = INSTRUCTION_ERRORS[error] ?? [
      `InstructionError${error}`,
      `instruction error ${error}`,
    ];
    return { json: name, text };
  }
  if ('code' in error) {
    return { json: { Custom: error.code }, text: `custom program error: 0x${error.code.toString(16)}` };
  }
  return {
    json: { BorshIoError: error.msg },
    text: `Failed to serialize or deserialize account data: ${error.msg}`,
  };
}
