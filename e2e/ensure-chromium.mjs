// Makes sure the system Chromium that the e2e tests drive is installed. Playwright's own browser
// downloads are never used: on Debian as root, a missing Chromium is installed with apt-get.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${chromium}. Install Debian's chromium package, or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Chromium with apt-get …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
