export {
  ERROR_CODES,
  ERROR_TEXTS,
  type ErrorCode,
  type ErrorDetailsByCode,
  type ErrorDetailsOf,
  isErrorCode,
} from './catalogue.ts';
export { isWosError, WosError, type WosErrorOptions } from './wos-error.ts';
