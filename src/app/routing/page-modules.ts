import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * Every page module, each its own chunk; the route table names them (`halls/nearby`). This table
 * is a chunk of its own, not part of the entry: with each page's list of chunks to fetch beside
 * it (Vite's preload lists, 353 hashed file names), it weighed 9 KB gzip, 7% of #/home's first
 * load (issue 14). Home's loader is in the entry (lazy-pages.ts); this table loads before any
 * other page, and after home's first paint for the next navigation.
 */
export const modules = import.meta.glob<PageModule>('../pages/**/*.page.tsx');
