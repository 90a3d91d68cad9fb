# syntax=docker/dockerfile:1.7
# The shop for production (issue 21, docs/deploy.md): one image for the web instances, the job
# worker and the one-off migration, built in stages so the runtime holds only what it runs.
#   docker build -t shop .
#   docker run shop                       → a web instance on :3000 (node dist/server-node/main.js)
#   docker run shop dist/server-node/worker.js            → the job worker
#   docker run shop dist/server-node/migrate-cli.js       → migrations, once per release
# Not built on the development machine (no Docker engine there); compose.yaml wires it up.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, from the lockfile exactly (the build needs the dev tools: vite, esbuild…).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# 2. The build: the web bundle, the server-rendering bundle, precompressed assets, the compiled server.
FROM deps AS build
COPY . .
RUN npm run build

# 3. Only the runtime dependencies.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund --ignore-scripts

# 4. The runtime: the compiled server, the built web app, the migrations; no sources, no dev tools.
FROM ${NODE_IMAGE} AS runtime
# jemalloc hands freed Buffers' memory back where glibc kept it (decision 013, jemalloc addendum);
# linked where scripts/malloc-env.mjs also looks, whatever the architecture.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 \
    && ln -s /usr/lib/"$(uname -m)"-linux-gnu/libjemalloc.so.2 /usr/local/lib/libjemalloc.so.2 \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json ./
COPY --chown=root:root db/migrations ./db/migrations
# The code is root's and read-only to the server; only /data (images without S3, feeds) is its own.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The V8 heap sizes of decision 013 (scripts/start.mjs gives the same).
ENTRYPOINT ["node", "--max-semi-space-size=16", "--max-old-space-size=512"]
CMD ["dist/server-node/main.js"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
