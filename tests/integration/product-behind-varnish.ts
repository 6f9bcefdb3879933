import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { startSiteServer } from '#publisher/origin/serve-site.ts';
import { freePort } from '#scripts/services/free-port.ts';
import { settledStatus } from '#scripts/services/settled-status.ts';
import { startVarnish } from '#scripts/services/varnish-server.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import type { TestDatabase } from '../fixtures/test-database.ts';
import { startPublishingProduct } from './publishing-product.ts';

/**
 * The publishing product (publishing-product.ts) behind the real edge: varnishd with the shipped
 * VCL in front of the site server, purged by the publisher (EDGE_PURGE=varnish), with any
 * `otherNodes` it must purge too (recording peers that play further cache nodes), on `database`
 * when given (a fresh one of the test project's engine otherwise).
 */
export async function startProductBehindVarnish(otherNodes: string[] = [], database: TestDatabase | null = null) {
  const originPort = await freePort();
  const varnish = await startVarnish({ backend: { host: '127.0.0.1', port: originPort }, purgers: ['127.0.0.1'] });
  const product = await startPublishingProduct(
    60,
    { EDGE_PURGE: 'varnish', VARNISH_URLS: [varnish.url, ...otherNodes].join(',') },
    database,
  );
  const origin = await startSiteServer({
    root: product.siteDir,
    port: originPort,
    host: '127.0.0.1',
    apiUrl: product.apiUrl,
    edgeCache: true,
  });
  return {
    product,
    varnish,
    /**
     * The page of a kind with the lowest ids, by its folder in the published site, under a
     * language's prefix (a catalogue's, `/salescatalogdetails/{building}/{category}`, has two).
     */
    async firstPage(folder: string, prefix: '' | '/en' = '/en'): Promise<string> {
      let page = `${prefix}/${folder}`;
      for (;;) {
        const entries = await readdir(path.join(product.siteDir, page));
        if (entries.includes('index.html')) return page;
        page = `${page}/${Math.min(...entries.map(Number).filter(Number.isInteger))}`;
      }
    },
    /** A read of `page` through Varnish. */
    read: (page: string) => fetch(`${varnish.url}${page}`),
    /** The news items' ids, newest first. */
    newsIds: async () =>
      ((await (await product.api('GET', '/news/get/mini')).json()) as { newsId: number }[]).map((news) => news.newsId),
    /** Renames a news item in English; resolves with its change event's id. */
    async renameNews(newsId: number, title: string): Promise<number> {
      const saved = await product.api('PUT', `/news/update/${newsId}`, { newsTitle: title });
      expect(saved.status, await saved.clone().text()).toBe(200);
      return Number(saved.headers.get(PUBLISH_EVENT_HEADER));
    },
    /** The event's status once it is live or failed. */
    settled: (eventId: number) => settledStatus(product.api, eventId),
    async close() {
      await product.close();
      await origin.close();
      await varnish.stop();
    },
  };
}

export type ProductBehindVarnish = Awaited<ReturnType<typeof startProductBehindVarnish>>;
