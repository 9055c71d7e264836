# syntax=docker/dockerfile:1
# The SmartBurn dashboard server, as an operator deploys it (README, "Deploying"). Two stages:
# `build` installs everything and builds the page (dist-app) and the server (dist-server, one
# JavaScript bundle), then prunes node_modules to the production dependencies; `run` holds only
# those three folders and Node, runs as the unprivileged `node` user under tini (so SIGTERM
# reaches Node and the server drains: docs/requirements.md §12.4), and reports its readiness.
# `npm test` (the ops step) runs the same build, prune and start steps outside a container, and
# `npm run lint` checks this file and docker-compose.yml.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 (the history's store, docs/requirements.md §13.1) is a native addon: built here
# from its sources with Debian's compiler and the image's own Node headers, so the build fetches
# nothing but npm packages and Debian packages (no prebuilt binary from elsewhere). prebuild-install
# reads the package's name here: the other packages with install scripts are left as they are.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3=3.11.* make=4.3-* g++=4:12.2.* \
    && rm -rf /var/lib/apt/lists/*
ENV npm_config_build_from_source=better-sqlite3 \
    npm_config_nodedir=/usr/local
WORKDIR /app
# Dependencies first, so a change of the sources alone reuses this layer.
COPY package.json package-lock.json ./
COPY app/package.json app/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:app \
    && npm run build:server \
    && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS run
# tini: PID 1 that forwards signals to Node and reaps zombies (what `docker run --init` adds).
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini=0.19.* \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/app/package.json ./app/
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist-app ./dist-app
COPY --from=build /app/dist-server ./dist-server
# The history's SQLite file (DATA_DIR, default ./data): owned by the user the server runs as;
# docker-compose.yml mounts a named volume here so it outlives the container.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready: the first snapshot is in and no shutdown has begun (/readyz); compose starts nginx
# only once it is.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist-server/server.mjs"]
