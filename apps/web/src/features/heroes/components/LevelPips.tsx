/** Level N of the maximum, as filled pips. */
export function LevelPips({ level, maxLevel }: { level: number; maxLevel: number }) {
  return (
    <span className="level-pips" role="img" aria-label={`Level ${level} of ${maxLevel}`}>
      {Array.from({ length: maxLevel }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pips are positions, not items
        <span key={index} className={`level-pips__pip ${index < level ? 'is-filled' : ''}`} />
      ))}
    </span>
  );
}
