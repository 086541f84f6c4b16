/** The built-in development wallet, offered only when the server runs on localnet. */
export const DEV_WALLET_NAME = 'Dev Wallet';
