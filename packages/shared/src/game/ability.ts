/** An ability of a farmer or hero (spec 001 §3: name, type, cooldown, description). */
export interface Ability {
  name: string;
  type: string;
  /** Seconds. */
  cooldown: number;
  description: string;
}
