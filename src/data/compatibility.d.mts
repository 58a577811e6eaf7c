export interface Peer {
  name: string;
  /** Minimum version the library declares in its peerDependencies. */
  minimum: string;
  /** Version the Expo SDK of this entry bundles. */
  expoSdkVersion: string;
  /** First major version that does not work, although the declared range admits it. */
  below?: string;
}
export interface VersionCompatibility {
  docsVersion: string;
  label: string;
  library: string;
  expoSdk: string;
  peers: Peer[];
}
export interface ExpoSdk {
  sdk: number;
  /** The published `expo` package whose bundledNativeModules.json was read. */
  expo: string;
  bundles: Record<string, string>;
  /** Docs version whose library runs on this SDK; null when none does. */
  docsVersion: string | null;
  status: 'verified' | 'in range' | 'unverified' | 'unsupported';
  note?: string;
}
export declare const compatibility: VersionCompatibility[];
export declare const expoSdks: ExpoSdk[];
export declare function compatibilityFor(docsVersion: string): VersionCompatibility;
export declare function snackDependencies(entry: VersionCompatibility): Record<string, string>;
export interface CompatibilityTableData {
  caption: string;
  head: string[];
  rows: { cells: string[]; current?: boolean }[];
}
export declare function compatibilityTables(docsVersion: string): CompatibilityTableData[];
