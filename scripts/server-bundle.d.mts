/** The prebuilt server bundle `npm start` runs (server-bundle.mjs). */
export declare const SERVER_BUNDLE: string;
/** True when the bundle is missing or older than one of its inputs. */
export declare function serverBundleIsStale(): boolean;
/** Builds the bundle when stale; returns its path and whether it was built. */
export declare function ensureServerBundle(): Promise<{ entry: string; built: boolean }>;
