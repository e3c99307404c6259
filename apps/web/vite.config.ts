import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Folder of this file: the web app's root whatever the working directory of the build. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  // plugin-react and vite-plugin-pwa are hoisted next to a newer Vite (pulled in by Vitest); their
  // plugin objects work with this Vite 7 but their types come from the other copy, hence the casts.
  plugins: [
    react() as PluginOption,
    VitePWA({
      // Our own code registers the worker (src/service-worker-registration.ts), with the seed's rule.
      injectRegister: false,
      registerType: 'prompt',
      strategies: 'generateSW',
      filename: 'service-worker.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['logo.svg', 'favicon.svg'],
      manifest: {
        name: 'Quórum',
        short_name: 'Quórum',
        description: 'Gestión de conferencias de Modelo de Naciones Unidas: comisiones, sesiones, delegados y certificados.',
        lang: 'es',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#000000',
        background_color: '#F7F7F7',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // App shell: the JS, CSS, HTML, icons and the Latin faces of Inter (other scripts load on demand).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/inter-latin-*.woff2'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // A new worker takes over at once; the page reloads itself when it sees the new worker
        // installed (seed §4), so the reload is served by the new worker's precache.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }) as PluginOption,
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        // The server rejects a foreign Origin on writes; in development the page's origin is Vite's,
        // so the proxy presents the request as coming from the server's own origin.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', 'http://localhost:3000');
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
