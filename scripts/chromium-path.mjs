import { existsSync } from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's Chromium for the browser journeys: its headless shell (package chromium-headless-shell)
 * when installed, else the full browser (package chromium); CHROMIUM_PATH chooses another. The shell
 * is the same Chromium without the browser's window machinery: the journeys took a fifth less time
 * in it on CI's two cores (decision 023, addendum).
 */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
