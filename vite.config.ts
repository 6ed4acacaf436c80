import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Rolldown, type UserConfig } from 'vite';
import { precompress } from './scripts/vitePrecompress.ts';
import { signedInPreload } from './scripts/viteSignedInPreload.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Chunk groups; a higher priority claims a module first, with what it imports that no other group
 * claimed. Few and large where every page needs the code (each file costs its headers and
 * compresses alone), split by use where only some screens do:
 * - boot: what index.html loads (react, i18n, the sign-in island), one file;
 * - viem: split by the chunks that use each part, so signed-in pages get the Keccak of ox's
 *   address checks (which ride in the shell) and not what wagmi and WalletConnect need to sign in;
 * - shell: what a signed-in page needs before its screen paints, in one file: the router, the
 *   data client with its contract, the layout and every ui part it shows, the parts of the list
 *   screens and the table, which every screen but a withdrawal's own page shows;
 * - ui: the rest of the design system, split by the screens that use each part (a screen
 *   without a dialog loads no dialog).
 * Nine of the list screens' parts were each a file of 0.5–6 kB, so a signed-in /home loaded 28
 * files; with them and the table in the shell it loads 8 (bench/RESULTS.md).
 */
/** The router, the data client with its contract, the layout. */
const SHELL =
  /console[\\/]src[\\/](app[\\/](mountConsole|AppLayout)\.tsx|lib[\\/]api\.ts)$|node_modules[\\/](react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|zod|styled-components|stylis)[\\/]/;
/** What the list screens (and /home's figures and queue line) show around their table. */
const LIST_SCREENS =
  /[\\/]packages[\\/]ui[\\/]src[\\/](Pagination|Skeleton|StatCard|Tabs|DateField|FilterBar|TextField|EmptyState|Stack)[\\/]|console[\\/]src[\\/](lib[\\/](components[\\/]Filters|chains)|features[\\/]withdrawals[\\/]api[\\/]withdrawalsQueries)\.tsx?$/;
/** The table and its list frame; its virtualizer and column chooser load when first needed. */
const TABLE =
  /[\\/]packages[\\/]ui[\\/]src[\\/]DataTable[\\/](?!VirtualRows|ColumnMenu)|node_modules[\\/](@tanstack[\\/](react-table|table-core)|@radix-ui[\\/]react-checkbox)[\\/]|console[\\/]src[\\/]lib[\\/](components[\\/](ListTable|ExportButton)|timeZone|csv|exportColumns)\.tsx?$/;
/**
 * ox's address checks (EIP-55): every address chip and explorer link uses them, so they ride in the
 * shell rather than in a file of their own (2.3 kB, and its headers). The Keccak they hash with stays
 * in viem's group, which claims it with viem's own hashing first.
 */
const ADDRESS_CHECKS =
  /node_modules[\\/]ox[\\/]_esm[\\/]core[\\/](version|internal[\\/](errors|bytes|hex|lru|caches)|Errors|Json|Hex|Bytes|Caches|Hash|Address)\.js$/;
const VIEM = /node_modules[\\/](viem|ox|abitype|@noble|@scure|@adraffy)[\\/]/;
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'boot', tags: ['$initial'], priority: 100 },
  // Before the shell: the shell would otherwise take the signature checks the audit screen uses.
  {
    name: 'viem',
    test: (id) => VIEM.test(id) && !ADDRESS_CHECKS.test(id),
    priority: 45,
    entriesAware: true,
  },
  {
    name: 'shell',
    test: (id) => SHELL.test(id) || LIST_SCREENS.test(id) || TABLE.test(id) || ADDRESS_CHECKS.test(id),
    priority: 40,
  },
  // Menus and dialogs (positioning, focus trapping, scroll locking): their own chunks, loaded by the
  // screens that open one and by the header's menus when first opened, not with every page.
  {
    name: 'overlay',
    test: /node_modules[\\/](@radix-ui[\\/]react-(menu|dropdown-menu|popper|arrow|dialog|alert-dialog|focus-scope|focus-guards|dismissable-layer|portal|use-escape-keydown|use-rect)|@floating-ui|react-remove-scroll[^/\\]*|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
    priority: 22,
    entriesAware: true,
  },
  // The figures' chart stays out: it loads with its lazy chunk on /home, one file instead of two.
  {
    name: 'ui',
    test: /[\\/]packages[\\/]ui[\\/]src[\\/](?!DataTable[\\/]|BarLineChart[\\/])|node_modules[\\/](@emotion|@radix-ui|bignumber\.js|dayjs)[\\/]/,
    priority: 20,
    entriesAware: true,
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
    plugins: [react(), signedInPreload(here('./packages/console/src')), precompress(), devMocks],
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
