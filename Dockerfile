# OneWindow in a container: build with Node 20, serve with Debian's nginx and the same
# deploy/nginx.conf the e2e suite runs (rendered by scripts/nginx.mjs; see README, "Deploying").
#
#   docker build -t onewindow \
#     --build-arg VITE_GATEWAY=https://gw.example.gov.cn/api \
#     --build-arg VITE_PREVIEW_BASE=https://preview.example.gov.cn/ .
#   docker run -p 8080:8080 onewindow

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time configuration (README, "Configuration"); the CSP is computed from the same values.
ARG VITE_GATEWAY=emulator
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
ENV VITE_GATEWAY=$VITE_GATEWAY VITE_CLOUD_BASE=$VITE_CLOUD_BASE VITE_PREVIEW_BASE=$VITE_PREVIEW_BASE \
    VITE_PREVIEW_ENCODING=$VITE_PREVIEW_ENCODING VITE_SIGN_PREFIX=$VITE_SIGN_PREFIX VITE_AES_KEY=$VITE_AES_KEY \
    VITE_ROOT_AREA=$VITE_ROOT_AREA VITE_FIXED_AREA=$VITE_FIXED_AREA VITE_WX_AUTH_URL=$VITE_WX_AUTH_URL \
    VITE_APP_ID=$VITE_APP_ID VITE_WX_SDK_URL=$VITE_WX_SDK_URL VITE_MAINTENANCE=$VITE_MAINTENANCE CSP_FILE_ORIGINS=$CSP_FILE_ORIGINS
RUN npm run build \
 && node scripts/nginx.mjs render --out /app/nginx.conf --listen 8080 --root /srv/onewindow --tmp /tmp/nginx \
      --mime-types /etc/nginx/mime.types --modules /usr/lib/nginx/modules --brotli yes

FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY --from=build /app/dist /srv/onewindow
COPY --from=build /app/nginx.conf /etc/onewindow/nginx.conf
USER www-data
EXPOSE 8080
# Foreground, logs to stderr, temp files under /tmp/nginx: as the e2e suite runs it.
CMD ["nginx", "-p", "/tmp/nginx", "-c", "/etc/onewindow/nginx.conf", "-e", "stderr"]
