// The server side: every language registered at once (the server answers in any of them).
import { getI18n, getT, registerLanguage } from "./i18n-core.js";
import { resources } from "./resources.js";

for (const [language, res] of Object.entries(resources))
  registerLanguage(language as keyof typeof resources, res);

export { getI18n, getT };
