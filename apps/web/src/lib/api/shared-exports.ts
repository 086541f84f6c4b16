// What sharedContract imports lazily. Importing the package's index itself would tie it to the
// first load (the shell imports constants from that same index), so this module stands in.
export * from '@wos/shared';
