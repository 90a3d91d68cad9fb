// The server side: every language registered at once (the server answers in any of them).
import type { Language } from "../domain/market.js";
import { getT, registerLanguage } from "./i18n-core.js";
import { resources } from "./resources.js";

for (const [language, res] of Object.entries(resources)) registerLanguage(language as Language, res);

export type { TFunction, TOptions } from "./i18n-core.js";
export { getT };
