import type { Plugin } from 'vite';
import { demoWorldFile } from './snapshotFile.ts';

const id = 'virtual:nsa-demo-world';

/**
 * `import url from 'virtual:nsa-demo-world'`: the URL of the demo world's snapshot, as a Vite asset
 * (served in dev, emitted with the build). The snapshot is built as the server starts, so a page
 * opened after that does not wait for it.
 */
export function demoWorldPlugin(): Plugin {
  return {
    name: 'nsa-demo-world',
    configureServer() {
      void demoWorldFile();
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      return `export { default } from ${JSON.stringify(`${await demoWorldFile()}?url`)};`;
    },
  };
}
