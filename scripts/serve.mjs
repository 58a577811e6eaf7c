// @ts-check
/** `npm run serve`: serves the production build at http://localhost:3000. */
import { existsSync } from 'node:fs';
import { startServer } from './static-server.mjs';

const port = Number(process.env.PORT ?? 3000);
const dir = process.env.SITE_DIR ?? 'build';
if (!existsSync(`${dir}/index.html`)) {
  console.error('No build found. Run `npm run build` first (or `npm start`, which does both).');
  process.exit(1);
}
const { url } = await startServer({ dir, port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Serving the production build at ${url.replace('127.0.0.1', 'localhost')} (Ctrl+C to stop)`);
