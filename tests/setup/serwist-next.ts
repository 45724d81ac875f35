// @serwist/next is ESM only, which jest's CommonJS runtime cannot load when a test imports next.config.ts (for
// its headers): this stand-in leaves the config as it is. The real wrapper runs in `next build`.
const withSerwistInit = () => (config: object) => config;
export default withSerwistInit;
