// npm start: builds what is out of date, then serves the web app and the API on one port (3000, PORT to change).
import { ensureBuilt } from './build.mjs';

ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
