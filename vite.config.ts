import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Rolldown, type UserConfig } from 'vite';
import { precompress } from './scripts/vitePrecompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Chunk groups; a higher priority claims a module first, with what it imports that no other group
 * claimed. Few and large where every page needs the code (each file costs its headers and
 * compresses alone), split by use where only some screens do:
 * - boot: what index.html loads (react, i18n, the sign-in island), one file;
 * - viem: split by the chunks that use each part, so signed-in pages get ox's address checks
 *   and not what wagmi and WalletConnect need to sign in;
 * - shell: the router, the data client with its contract, the layout, and every ui part the
 *   layout shows, which each signed-in screen needs before it paints;
 * - ui: the rest of the design system, split by the screens that use each part (a screen
 *   without a dialog loads no dialog);
 * - table: the table, shared by the list screens (its virtualizer loads when a table scrolls).
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'boot', tags: ['$initial'], priority: 100 },
  // Before the shell: the shell would otherwise take the signature checks the audit screen uses.
  {
    name: 'viem',
    test: /node_modules[\\/](viem|ox|abitype|@noble|@scure|@adraffy)[\\/]/,
    priority: 45,
    entriesAware: true,
  },
  {
    name: 'shell',
    test: /console[\\/]src[\\/](app[\\/](mountConsole|AppLayout)\.tsx|lib[\\/]api\.ts)$|node_modules[\\/](react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|zod|styled-components|stylis)[\\/]/,
    priority: 40,
  },
  // Menus and dialogs (positioning, focus trapping, scroll locking): their own chunks, loaded by the
  // screens that open one and by the header's menus when first opened, not with every page.
  {
    name: 'overlay',
    test: /node_modules[\\/](@radix-ui[\\/]react-(menu|dropdown-menu|popper|arrow|dialog|alert-dialog|focus-scope|focus-guards|dismissable-layer|portal|use-escape-keydown|use-size|use-rect)|@floating-ui|react-remove-scroll[^/\\]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
    priority: 22,
    entriesAware: true,
  },
  {
    name: 'ui',
    test: /[\\/]packages[\\/]ui[\\/]src[\\/](?!DataTable[\\/])|node_modules[\\/](@emotion|@radix-ui|bignumber\.js|dayjs)[\\/]/,
    priority: 20,
    entriesAware: true,
  },
  // Below the ui: the table chunk must not claim the ui parts DataTable imports, or every screen loads it.
  // The virtualizer is not in it: it loads with the first table that scrolls in a bounded area.
  {
    name: 'table',
    test: /[\\/]packages[\\/]ui[\\/]src[\\/]DataTable[\\/](?!VirtualRows|ColumnMenu)|node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/,
    priority: 15,
  },
];

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  // VITE_API_PROXY=http://localhost:8080 runs the dev console against a real server instead of msw.
  const apiProxy = loadEnv(mode, here('.'), 'VITE_').VITE_API_PROXY;
  // The dev console's mocks load the demo world's snapshot (the plugin is TypeScript from the
  // workspace: `npm run dev` runs Vite with tsx's loader); the build never loads it.
  const devMocks =
    command === 'serve' && !apiProxy ? (await import('@nsa/mocks/vite')).demoWorldPlugin() : null;
  return {
    root: here('./packages/console'),
    base: '/',
    envDir: here('.'),
    plugins: [react(), precompress(), devMocks],
    optimizeDeps: { exclude: ['@electric-sql/pglite'] },
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
        output: {
          codeSplitting: { groups: chunkGroups },
          // `ui~AuditRoute~OrdersRoute~…`: a group's chunk is named by its group alone. Every chunk
          // names the ones it imports, and the entry every screen's, so long names cost bytes.
          chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        },
      },
    },
  };
});
