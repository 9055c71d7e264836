export declare const NGINX_BIN: string;
export declare const SITE_CONFIG: string;
export declare function ensureNginx(say?: (line: string) => void): void;
export declare function nginxVersion(): string;
export declare function renderSiteConfig(
  text: string,
  values: {
    upstream: string;
    listen: string;
    listenTls: string;
    certificate: string;
    certificateKey: string;
    cachePath: string;
  },
): string;
export interface NginxPaths {
  dir: string;
  main: string;
  site: string;
  pid: string;
  errorLog: string;
  accessLog: string | null;
  cache: string;
}
export declare function writeNginxConfig(
  dir: string,
  options: { upstream: string; listen: string; listenHttp?: string; workers?: number | 'auto'; accessLog?: boolean },
): NginxPaths;
export declare function selfSignedCertificate(dir: string): { certificate: string; certificateKey: string };
export declare function testNginxConfig(paths: NginxPaths): { ok: boolean; output: string };
export declare function startNginx(
  paths: NginxPaths,
  probeUrl: string,
  timeoutMs?: number,
): Promise<{ pid: number | undefined; stop: () => Promise<void> }>;
