export type ExternalScript = {
  src: string;
  type: string;
  async: boolean;
  defer: boolean;
  noModule: boolean;
  crossOrigin: string | null;
};

export type InlineScript = { id: string | null; type: string; executable: boolean; content: string };

export function parseAttributes(source: string): Record<string, string>;
export function isExecutableType(type: string | null | undefined): boolean;
export function extractScripts(html: string): { external: ExternalScript[]; inline: InlineScript[] };
