/** Where the browser journeys find the shop: one server per market (see playwright.config.ts). */
export const E2E_PORTS = {
  cz: Number(process.env.E2E_PORT_CZ ?? 3210),
  ro: Number(process.env.E2E_PORT_RO ?? 3211),
};
export const CZ_URL = `http://localhost:${E2E_PORTS.cz}`;
export const RO_URL = `http://localhost:${E2E_PORTS.ro}`;
