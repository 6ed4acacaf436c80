/** The URL of the demo world's snapshot, served or emitted by `demoWorldPlugin` (`./node/vitePlugin.ts`). */
declare module 'virtual:nsa-demo-world' {
  const url: string;
  export default url;
}
