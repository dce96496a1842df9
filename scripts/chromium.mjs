// Debian's Chromium, as the journeys and the route benchmark launch it: headless, no sandbox (containers), and
// none of the browser's own network traffic (updates, sync, QUIC) that the machine cannot reach anyway.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
