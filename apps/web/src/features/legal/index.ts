// What other features may import from legal: nothing. Its page is loaded lazily by the app's
// route table from ./pages/, so that importing a surface never pulls a page into a bundle.
export {};
