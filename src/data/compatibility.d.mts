export interface Peer {
  name: string;
  /** Minimum version the library declares in its peerDependencies. */
  minimum: string;
  /** Version the Expo SDK of this entry bundles. */
  expoSdkVersion: string;
}
export interface VersionCompatibility {
  docsVersion: string;
  label: string;
  library: string;
  expoSdk: string;
  peers: Peer[];
}
export declare const compatibility: VersionCompatibility[];
export declare function compatibilityFor(docsVersion: string): VersionCompatibility;
export declare function snackDependencies(entry: VersionCompatibility): Record<string, string>;
