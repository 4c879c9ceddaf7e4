// The names of My signatures' IndexedDB database and store, for the store and for Forget all.
export const WALLET_DB = 'inklift';
export const WALLET_STORE = 'signatures';
