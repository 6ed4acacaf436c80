import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Vendor groups: each screen chunk then carries only its own code. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router|react-router-dom)\//.test(id)) return 'router';
  if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
  return undefined;
}

export default defineConfig(({ command, mode }) => {
  // VITE_API_PROXY=http://localhost:8080 runs the dev console against a real server instead of msw.
  const apiProxy = loadEnv(mode, here('.'), 'VITE_').VITE_API_PROXY;
  return {
    root: here('./packages/console'),
    base: '/',
    envDir: here('.'),
    plugins: [react()],
    // The msw worker script is served in dev only; the build must not ship it.
    publicDir: command === 'serve' ? here('./packages/mocks/public') : false,
    server: { port: 5173, strictPort: false, proxy: apiProxy ? { '/api': apiProxy } : undefined },
    build: {
      outDir: here('./dist/console'),
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      target: 'es2022',
      rollupOptions: {
        output: { manualChunks: vendorChunk },
      },
    },
  };
});
