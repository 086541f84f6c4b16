/**
 * JSON text with bigints written as plain numbers, as Solana nodes write u64
 * values (lamports, slots, rentEpoch). JSON.stringify cannot write a bigint.
 */
export function toJson(value: unknown): string {
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map((item) => toJson(item ?? null)).join(',')}]`;
      const fields: string[] = [];
      for (const [key, field] of Object.entries(value)) {
        if (field !== undefined) fields.push(`${JSON.stringify(key)}:${toJson(field)}`);
      }
      return `{${fields.join(',')}}`;
    }
    default:
      return 'null';
  }
}
