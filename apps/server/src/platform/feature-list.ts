import type { AnyFeature, Feature } from './feature.ts';

/** Nothing opened yet. */
type NoServices = Record<never, never>;

/** A feature listed before the features it needs; the compiler names it and what is missing. */
interface ListedTooEarly<Name extends string, Missing> {
  feature: Name;
  /** Services no feature before it provides (never: provided, but of another type). */
  needsListedBefore: Missing;
}

/**
 * The list as given, except that a feature whose needs the features before
 * it do not provide becomes a ListedTooEarly naming it and what is missing:
 * the compiler then reports that argument.
 */
export type InDependencyOrder<
  Features extends readonly unknown[],
  Opened = NoServices,
> = Features extends readonly [infer First, ...infer Rest]
  ? First extends Feature<infer Name, infer Needs, infer Provides>
    ? Opened extends Needs
      ? readonly [First, ...InDependencyOrder<Rest, Opened & Provides>]
      : readonly [
          ListedTooEarly<Name, Exclude<keyof Needs, keyof Opened>>,
          ...InDependencyOrder<Rest, Opened & Provides>,
        ]
    : never
  : readonly [];

/** Every service the features of the list provide, by name. */
export type ServicesOf<Features extends readonly unknown[]> = Features extends readonly [
  infer First,
  ...infer Rest,
]
  ? (First extends Feature<string, infer _Needs, infer Provides> ? Provides : never) & ServicesOf<Rest>
  : NoServices;

/** The one feature list, checked at compile time to be in dependency order. */
export function featureList<const Features extends readonly AnyFeature[]>(
  ...features: Features & InDependencyOrder<Features>
): Features {
  return features;
}
