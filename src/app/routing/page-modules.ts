import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * A landing page's first calls, from the query of the address it is opened at: sent before its
 * first render (src/app/routing/preload.ts, docs/performance.md "Landing pages"), the very query
 * options its own useQuery uses, so that the page finds them under way instead of asking again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's queries have their own data types
export type FirstQueries = (query: URLSearchParams) => FetchQueryOptions<any, any, any, any>[];

export type PageModule = { default: ComponentType; firstQueries?: FirstQueries };

/**
 * Every page module, each its own chunk; the route table names them (`halls/nearby`). This table
 * is a chunk of its own, not part of the entry: with each page's list of chunks to fetch beside
 * it (Vite's preload lists, 353 hashed file names), it weighed 9 KB gzip, 7% of #/home's first
 * load (issue 14). Home's loader is in the entry (lazy-pages.ts); this table loads before any
 * other page, and after home's first paint for the next navigation.
 */
export const modules = import.meta.glob<PageModule>('../pages/**/*.page.tsx');
