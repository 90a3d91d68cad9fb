import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { compressOptions } from "./platform/compression.js";
import type { AppContext } from "./platform/context.js";
import { registerErrorHandler } from "./platform/error-handler.js";
import "./platform/fastify-types.js";
import { registerModules } from "./modules.js";
import { loggerOptions } from "./platform/logger.js";
import { collectPageReads } from "./platform/page-reads.js";
import { isPageCall, registerRequestHooks } from "./platform/request-hooks.js";
import { collectRouteNames } from "./platform/route-table.js";
import { registerSecurityHeaders } from "./platform/security-headers.js";
import { endStreams } from "./platform/sse.js";

export type App = FastifyInstance;
export type TypedApp = ReturnType<FastifyInstance["withTypeProvider"]> & FastifyInstance;

export interface BuildOptions {
  logger?: boolean;
  /** Adds the page renderer (SSR) after the API; tests of the API leave it out. */
  pages?: (app: FastifyInstance) => Promise<void>;
}

/** Builds the whole shop as a Fastify instance without listening (DESIGN §5: the app is a plugin). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(ctx.config.logLevel),
    // A page's in-process API calls (they carry the page's session loan) are part of the page's
    // request, which is logged once; logging each again cost more than some of the calls.
    logController: new LogController({ disableRequestLogging: (req) => isPageCall(req.headers) }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Only configured proxies may say who the client is (X-Forwarded-For); by default nobody, so
    // per-IP limits count the connection's own address (TRUST_PROXY, README).
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("ctx", ctx);
  collectRouteNames(app);
  collectPageReads(app);

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'"],
        "connect-src": ["'self'"],
        // Only a shop served over https may tell browsers to upgrade requests and remember https.
        "upgrade-insecure-requests": ctx.config.secureCookies ? [] : null,
      },
    },
    hsts: ctx.config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, compressOptions);
  await app.register(swagger, {
    openapi: { info: { title: "Shop API", version: "1" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  registerRequestHooks(app);
  registerErrorHandler(app);
  // Event streams never end by themselves: a closing app ends them, or its close would wait.
  app.addHook("preClose", async () => endStreams(app.server));
  await registerModules(app);
  if (options.pages) await options.pages(app);
  return app;
}
