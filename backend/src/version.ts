// The product's version is the root package's: one number for the API, the site and the docs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const APP_VERSION: string = require('../../package.json').version;
