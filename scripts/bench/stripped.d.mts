export declare function stripScripts(html: string): { html: string; removed: string[] };
export declare function buildStrippedPage(options: {
  sourceUrl: string;
  assetsDir: string;
  outDir: string;
}): Promise<{ dir: string; removed: string[]; bytes: number }>;
