// A module listed before the app's entry, so it runs first: zod (v4) then never compiles parsers with
// `new Function`, which the page's CSP forbids (no 'unsafe-eval'); without this
// even zod's probe for eval is reported as a CSP violation. zod reads this
// global config object when it loads.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
