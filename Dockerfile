# OneWindow in a container (README "Deploying", docs/deploy.md). Two images from this file, both
# served by Debian's nginx with the same deploy/nginx.conf the e2e suite runs (rendered by
# scripts/nginx.mjs):
#
#   the default stage, `stack`: the app built for the gateway server (VITE_GATEWAY=/gw) behind
#   nginx on port 8080, and the gateway server (server/main.ts) on 127.0.0.1:8787 in the same
#   container, both run by scripts/serve.mjs as `npm run serve` runs them; the server's data in
#   the volume /var/lib/onewindow (or PostgreSQL with DATABASE_URL).
#
#     docker build -t onewindow .
#     docker run -p 8080:8080 -v onewindow-data:/var/lib/onewindow \
#       -e GATEWAY_ADMIN_TOKEN=change-me-16-chars-or-more onewindow
#     (or: docker compose -f deploy/compose.yaml up --build)
#
#   `--target static`: the app alone as static files, on the built-in emulator or a gateway
#   elsewhere (the image this file built before the gateway server existed):
#
#     docker build --target static -t onewindow-static --build-arg VITE_GATEWAY=/api .
#     docker run -p 8080:8080 -e VITE_GATEWAY=https://gw.example.gov.cn/api \
#       -e VITE_PREVIEW_BASE=https://preview.example.gov.cn/ onewindow-static
#
# One image, many halls (docs/deploy.md): a hall's settings (VITE_GATEWAY's address, VITE_CLOUD_BASE,
# VITE_SOCKET_URL, VITE_ICE_SERVERS, the three VITE_AMAP_*, VITE_PREVIEW_BASE, _ENCODING and
# _FILE_HOSTS, VITE_ROOT_AREA, VITE_FIXED_AREA, VITE_SIGN_PREFIX, CSP_FILE_ORIGINS) are given at
# `docker run`. The entrypoint (scripts/hall-config.ts, bundled below) checks them with the app's
# rules, writes them into index.html and renders the CSP into /tmp/nginx/nginx.conf before nginx
# starts; a bad value stops the container with a message naming it. The build arguments are the
# defaults, and decide what a hall cannot: the emulator in the page or not, the demo pages, the AES
# key, the messenger's appId, SDK and authorization entry, maintenance.
#
# Base images are pinned to a release (the tags below). Their digests are not written here yet:
# they were not resolved where this file was last changed (no registry at hand), and a digest is
# never typed from memory. docs/deploy.md, "Base images", says how to resolve both and pin them
# here as `node:20.19.4-bookworm-slim@sha256:<digest>`, or for one build:
#   --build-arg NODE_IMAGE=node:20.19.4-bookworm-slim@sha256:<digest>  (and DEBIAN_IMAGE)
ARG NODE_IMAGE=node:20.19.4-bookworm-slim
ARG DEBIAN_IMAGE=debian:12.11-slim

# The checkout with every package, and the build-time configuration both builds share.
FROM ${NODE_IMAGE} AS source
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time configuration (README, "Configuration"); the CSP is computed from the same values.
ARG VITE_CLOUD_BASE=/cloud-api
ARG VITE_PREVIEW_BASE=
ARG VITE_PREVIEW_ENCODING=base64
ARG VITE_SIGN_PREFIX=OW_GATEWAY_
ARG VITE_AES_KEY=OwHallAesKey2026
ARG VITE_ROOT_AREA=120000
ARG VITE_FIXED_AREA=120100
ARG VITE_WX_AUTH_URL=
ARG VITE_APP_ID=wx-demo-appid
ARG VITE_WX_SDK_URL=https://res.wx.qq.com/open/js/jweixin-1.6.0.js
ARG VITE_MAINTENANCE=false
# Origins previewed documents are fetched from (space-separated), added to the CSP.
ARG CSP_FILE_ORIGINS=
ENV VITE_CLOUD_BASE=$VITE_CLOUD_BASE VITE_PREVIEW_BASE=$VITE_PREVIEW_BASE \
    VITE_PREVIEW_ENCODING=$VITE_PREVIEW_ENCODING VITE_SIGN_PREFIX=$VITE_SIGN_PREFIX VITE_AES_KEY=$VITE_AES_KEY \
    VITE_ROOT_AREA=$VITE_ROOT_AREA VITE_FIXED_AREA=$VITE_FIXED_AREA VITE_WX_AUTH_URL=$VITE_WX_AUTH_URL \
    VITE_APP_ID=$VITE_APP_ID VITE_WX_SDK_URL=$VITE_WX_SDK_URL VITE_MAINTENANCE=$VITE_MAINTENANCE CSP_FILE_ORIGINS=$CSP_FILE_ORIGINS

# The app alone: the emulator in the page (VITE_GATEWAY=emulator) or a gateway elsewhere.
FROM source AS build-static
ARG VITE_GATEWAY=emulator
ENV VITE_GATEWAY=$VITE_GATEWAY
RUN npm run build \
 && node scripts/nginx.mjs render --out /app/nginx.conf.template --listen 8080 --root /srv/onewindow --tmp /tmp/nginx \
      --mime-types /etc/nginx/mime.types --modules /usr/lib/nginx/modules --brotli yes --csp-at-start \
 && node scripts/hall-config-bundle.mjs /app/hall-config.mjs \
 && node /app/hall-config.mjs save-build-env --out /app/build-env.json

# The app for the gateway server on its own origin, the server (dist-server/gateway.mjs), and the
# config proxying /gw/, /cloud-api/, the socket, /healthz and /__admin to it (the port of
# `--gateway` is the one the stage below gives serve.mjs).
FROM source AS build-stack
ENV VITE_GATEWAY=/gw VITE_DEMO_AUTH=true
RUN npm run build \
 && npm run build:server \
 && node scripts/nginx.mjs render --out /app/nginx.conf.template --listen 8080 --root /srv/onewindow --tmp /tmp/nginx \
      --mime-types /etc/nginx/mime.types --modules /usr/lib/nginx/modules --brotli yes \
      --gateway http://127.0.0.1:8787 --csp-at-start \
 && node scripts/hall-config-bundle.mjs /app/hall-config.mjs \
 && node /app/hall-config.mjs save-build-env --out /app/build-env.json

# The server's packages and no build tools (msw, PGlite, pg and ws are dependencies).
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /opt/onewindow
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force

# Node's binary alone (no npm, no packages) for the start step: Debian slim has the C++ runtime it
# needs (apt's own).
FROM ${NODE_IMAGE} AS node-binary

# `docker build --target static`: nginx and the static app, as www-data on port 8080.
FROM ${DEBIAN_IMAGE} AS static
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY --from=node-binary /usr/local/bin/node /usr/local/bin/node
COPY --from=build-static /app/dist /srv/onewindow
COPY --from=build-static /app/nginx.conf.template /app/build-env.json /app/hall-config.mjs /etc/onewindow/
# The start step rewrites index.html (and its .gz/.br) with the hall's settings: those three files
# only are the server user's.
RUN chown www-data:www-data /srv/onewindow/index.html*
USER www-data
EXPOSE 8080
# nginx answers /healthz itself (`ok`, no-store; deploy/nginx.conf). The image has no curl: bash's
# /dev/tcp asks, and the status line must say 200.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
# The hall's settings first (a bad one: the container stops here, naming it), then the command.
ENTRYPOINT ["/bin/sh", "-c", "node /etc/onewindow/hall-config.mjs apply --build-env /etc/onewindow/build-env.json --html /srv/onewindow/index.html --nginx-template /etc/onewindow/nginx.conf.template --nginx-out /tmp/nginx/nginx.conf && exec \"$@\"", "hall-config"]
# Foreground, logs to stderr, temp files under /tmp/nginx: as the e2e suite runs it.
CMD ["nginx", "-p", "/tmp/nginx", "-c", "/tmp/nginx/nginx.conf", "-e", "stderr"]

# The default: nginx on 8080 in front of the gateway server, as the user `node`. serve.mjs starts
# the server on 127.0.0.1:8787, waits for its /healthz, starts nginx, and stops both on SIGTERM
# (`docker stop`); when either exits the container exits, for the restart policy to act.
FROM ${NODE_IMAGE} AS stack
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx /var/lib/onewindow \
 && chown node:node /tmp/nginx /var/lib/onewindow
COPY --from=server-deps /opt/onewindow/node_modules /opt/onewindow/node_modules
COPY --from=build-stack /app/dist-server/gateway.mjs /opt/onewindow/gateway.mjs
COPY --from=build-stack /app/scripts/serve.mjs /opt/onewindow/serve.mjs
COPY --from=build-stack /app/dist /srv/onewindow
COPY --from=build-stack /app/nginx.conf.template /app/build-env.json /app/hall-config.mjs /etc/onewindow/
RUN chown node:node /srv/onewindow/index.html*
# GATEWAY_ADMIN_TOKEN (16+ characters; else a random one, printed in the log) and DATABASE_URL
# (PostgreSQL instead of the PGlite files in the volume) are given at `docker run`.
ENV NODE_ENV=production GATEWAY_DATA_DIR=/var/lib/onewindow
VOLUME /var/lib/onewindow
USER node
EXPOSE 8080
# Through nginx to the server: healthy only when both answer.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/bin/sh", "-c", "node /etc/onewindow/hall-config.mjs apply --build-env /etc/onewindow/build-env.json --html /srv/onewindow/index.html --nginx-template /etc/onewindow/nginx.conf.template --nginx-out /tmp/nginx/nginx.conf && exec \"$@\"", "hall-config"]
CMD ["node", "/opt/onewindow/serve.mjs", "--no-build", "--nginx-conf", "/tmp/nginx/nginx.conf", \
     "--gateway-entry", "/opt/onewindow/gateway.mjs", "--port", "8080", "--gateway-port", "8787"]
