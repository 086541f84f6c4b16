/** `7xKX..9fQe`: the first `head` and last `tail` characters of an address. */
export function shortenAddress(address: string, head = 4, tail = 4, separator = '..'): string {
  if (address.length <= head + tail + separator.length) return address;
  return `${address.slice(0, head)}${separator}${address.slice(-tail)}`;
}
