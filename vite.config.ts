import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './scripts/vitePrecompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Chunk groups; a higher priority claims a module first (with what it imports that no other
 * group claimed). Each screen chunk then carries only its own code, and the /login first paint
 * (react, i18n and the sign-in island) none of the ui: the design system and what it is built on
 * load once with the signed-in shell.
 */
const chunkGroups = [
  // Vite's preload helper is its own tiny chunk: otherwise a group whose lazy imports use it first
  // claims it (WalletConnect's put it in viem, and the /login first paint then loaded all of viem).
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 70 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 60 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 50 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 40 },
  // Named before the ui, or the ui would take the parts of viem it uses and sign-in would load the ui.
  // Split by the chunks that use each part: the signed-in pages need only ox's address and hash
  // checks, not what wagmi and WalletConnect use for signing in.
  {
    name: 'viem',
    test: /node_modules[\\/](viem|ox|abitype|@noble|@scure|@adraffy)[\\/]/,
    priority: 30,
    entriesAware: true,
  },
  // The table and its virtualizer: one chunk the list screens share, which the points screen never loads.
  {
    name: 'table',
    test: /[\\/]packages[\\/]ui[\\/]src[\\/]DataTable[\\/]|node_modules[\\/]@tanstack[\\/](react-table|table-core|react-virtual|virtual-core)[\\/]/,
    // Below the ui: the table chunk must not claim the ui parts DataTable imports, or every screen loads it.
    priority: 15,
  },
  // Split by the screens that use each part, as viem is: the points screen loads no table or
  // virtualizer, and a screen without a Select loads no Select.
  {
    name: 'ui',
    test: /[\\/]packages[\\/]ui[\\/]src[\\/](?!DataTable[\\/])|node_modules[\\/](styled-components|stylis|@emotion|@radix-ui|@floating-ui|bignumber\.js|dayjs|react-remove-scroll[^/\\]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es)[\\/]/,
    priority: 20,
    entriesAware: true,
  },
];

export default defineConfig(({ command, mode }) => {
  // VITE_API_PROXY=http://localhost:8080 runs the dev console against a real server instead of msw.
  const apiProxy = loadEnv(mode, here('.'), 'VITE_').VITE_API_PROXY;
  return {
    root: here('./packages/console'),
    base: '/',
    envDir: here('.'),
    plugins: [react(), precompress()],
    // The msw worker script is served in dev only; the build must not ship it.
    publicDir: command === 'serve' ? here('./packages/mocks/public') : false,
    server: { port: 5173, strictPort: false, proxy: apiProxy ? { '/api': apiProxy } : undefined },
    build: {
      outDir: here('./dist/console'),
      emptyOutDir: true,
      // Maps are kept for error tracking only: no `sourceMappingURL` comment, and the server never serves them.
      sourcemap: 'hidden',
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: { codeSplitting: { groups: chunkGroups } },
      },
    },
  };
});
