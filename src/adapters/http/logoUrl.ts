import type { HttpConfig } from './HttpConfig';

/** The address of a partner's logo: GET /app/media/{logoId} under the API base (docs/product.md section 7). */
export function logoUrl(config: Pick<HttpConfig, 'baseUrl'>, logoId: string): string {
  return `${config.baseUrl.replace(/\/+$/, '')}/app/media/${encodeURIComponent(logoId)}`;
}
