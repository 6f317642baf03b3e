#!/usr/bin/env bash
# One-time setup of the API behind the site's load balancer (apps/api/README.md, "Who the client
# is"). Idempotent enough to re-run after a failure; read it before running it. Needs gcloud,
# envsubst, and: PROJECT_ID, DOMAIN (the site's domain), HOSTING_SITE (e.g. penzugy.web.app).
set -euo pipefail
: "${PROJECT_ID:?}" "${DOMAIN:?}" "${HOSTING_SITE:?}"
REGION=${REGION:-europe-west1}
here=$(cd "$(dirname "$0")" && pwd)
gcloud config set project "$PROJECT_ID"

# 1. The shared secret (32 random bytes), kept in Secret Manager; never printed or committed.
if ! gcloud secrets describe penzugy-api-front-end-secret >/dev/null 2>&1; then
  openssl rand -base64 32 | tr -d '\n' | gcloud secrets create penzugy-api-front-end-secret --data-file=-
fi

# 2. The service, reachable only through a Google Cloud load balancer.
sed "s/PROJECT_ID/$PROJECT_ID/" "$here/cloud-run.yaml" | gcloud run services replace - --region "$REGION"
gcloud run services add-iam-policy-binding penzugy-api --region "$REGION" --member=allUsers --role=roles/run.invoker

# 3. Backends: the service through a serverless NEG; Firebase Hosting through an internet NEG.
gcloud compute network-endpoint-groups create penzugy-api-neg --region "$REGION" \
  --network-endpoint-type=serverless --cloud-run-service=penzugy-api || true
gcloud compute backend-services create penzugy-api --global --load-balancing-scheme=EXTERNAL_MANAGED || true
gcloud compute backend-services add-backend penzugy-api --global \
  --network-endpoint-group=penzugy-api-neg --network-endpoint-group-region "$REGION" || true
gcloud compute network-endpoint-groups create penzugy-hosting-neg --global \
  --network-endpoint-type=internet-fqdn-port || true
gcloud compute network-endpoint-groups update penzugy-hosting-neg --global \
  --add-endpoint="fqdn=$HOSTING_SITE,port=443" || true
gcloud compute backend-services create penzugy-hosting --global --load-balancing-scheme=EXTERNAL_MANAGED \
  --protocol=HTTPS || true
gcloud compute backend-services add-backend penzugy-hosting --global \
  --network-endpoint-group=penzugy-hosting-neg --global-network-endpoint-group || true

# 4. The URL map with the secret filled in (only in this pipe), the certificate and the front end.
FRONT_END_SECRET=$(gcloud secrets versions access latest --secret=penzugy-api-front-end-secret) HOSTING_SITE=$HOSTING_SITE \
  envsubst '${FRONT_END_SECRET} ${HOSTING_SITE}' <"$here/url-map.yaml" |
  gcloud compute url-maps import penzugy-site --global --quiet --source=/dev/stdin
gcloud compute ssl-certificates create penzugy-cert --global --domains="$DOMAIN" || true
gcloud compute target-https-proxies create penzugy-https --global --url-map=penzugy-site --ssl-certificates=penzugy-cert || true
gcloud compute addresses create penzugy-ip --global || true
gcloud compute forwarding-rules create penzugy-https --global --load-balancing-scheme=EXTERNAL_MANAGED \
  --address=penzugy-ip --target-https-proxy=penzugy-https --ports=443 || true
echo "Point $DOMAIN (A record) at: $(gcloud compute addresses describe penzugy-ip --global --format='value(address)')"
