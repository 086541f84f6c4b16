// What other features may import from heroes: nothing (other features' tests may use the
// fixtures in ./testing.ts). Its page is loaded lazily by the app's route table from ./pages/,
// so that importing a surface never pulls a page into a bundle.
export {};
