/** Runs `work` over `items`, `width` at a time (calls to the node or the database in parallel, but bounded). */
export async function eachLimited<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        const item = items[index];
        if (item !== undefined) await work(item, index);
      }
    }),
  );
}
