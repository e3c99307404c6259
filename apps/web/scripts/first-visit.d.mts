// Types of first-visit.mjs (read by vite.config.ts and the unit test).

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteLike {
  key: string;
  access: unknown;
}
export type Layout = 'public' | 'banner' | 'staff';

export const BEFORE_RENDER: string[];
export const LAYOUTS: Record<Layout, string[]>;
export const PAGE_MESSAGES: Record<string, string[]>;
export const STAFF_PAGE_MESSAGES: string[];
export const PHONE_PAGES: string[];
export const PHONE_FILES: number;
export const PHONE_BUILD: { mode: string; manifest: string; prefix: string };
export function layoutOf(route: RouteLike): Layout;
export function pageSources(routerSource: string): Map<string, string>;
export function firstVisitModules(route: RouteLike, pages: Map<string, string>): string[];
export function pageModules(routerSource: string, manifest: Manifest): Map<string, string>;
export function firstVisitFiles(manifest: Manifest, route: RouteLike, pages: Map<string, string>): Set<string>;
export function publicPrecache(manifest: Manifest, routes: readonly RouteLike[], pages: Map<string, string>): Set<string>;
export function routePreloads(
  manifest: Manifest,
  routes: readonly (RouteLike & { path: string })[],
  pages: Map<string, string>,
): { path: string; files: string[]; signedIn?: true }[];
