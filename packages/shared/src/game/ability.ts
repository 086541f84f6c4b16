/** An ability of a farmer or hero (docs/spec/001-game.md §3: name, type, cooldown, description). */
export interface Ability {
  name: string;
  type: string;
  /** Seconds. */
  cooldown: number;
  description: string;
}
