import React, { type ReactNode } from 'react';
import {
  compatibility,
  expoSdks,
  type ExpoSdk,
  type VersionCompatibility,
} from '@site/src/data/compatibility.mjs';

type Entry = VersionCompatibility;

const ENTRIES = compatibility;
const SDKS = expoSdks;

const PEER_COLUMNS: { name: string; label: string }[] = [
  { name: 'react', label: 'React' },
  { name: 'react-native', label: 'React Native' },
  { name: 'react-native-reanimated', label: 'Reanimated' },
  { name: 'react-native-worklets', label: 'Worklets' },
  { name: 'react-native-gesture-handler', label: 'Gesture Handler' },
];

function peerRange(entry: Entry, name: string): string {
  const peer = entry.peers.find((p) => p.name === name);
  if (!peer) return 'not used';
  return peer.below ? `${peer.minimum} or newer, below ${peer.below}` : `${peer.minimum} or newer`;
}

function expoRange(entry: Entry): string {
  const sdks = SDKS.filter((s) => s.docsVersion === entry.docsVersion).map((s) => s.sdk);
  const newest = Math.max(...SDKS.map((s) => s.sdk));
  const first = Math.min(...sdks);
  const last = Math.max(...sdks);
  if (last === newest) return `${first} or newer`;
  return `${last} or older`;
}

function runsOn(sdk: ExpoSdk): string {
  if (sdk.docsVersion === null) return 'Neither version';
  const entry = ENTRIES.find((e) => e.docsVersion === sdk.docsVersion);
  const library = entry ? entry.library : sdk.docsVersion;
  if (sdk.status === 'verified') return `${library} (tested)`;
  if (sdk.status === 'unverified') return `${library} (untested)`;
  return library;
}

/**
 * The compatibility tables of one docs version, rendered at build time from
 * src/data/compatibility.mjs: what each library version declares, and what
 * each Expo SDK bundles. The row of the page's own version is marked.
 */
export default function CompatibilityTable({ version }: { version: 'current' | '1.x' }): ReactNode {
  if (!ENTRIES.some((e) => e.docsVersion === version)) {
    throw new Error(`CompatibilityTable: no compatibility entry for docs version "${version}"`);
  }
  return (
    <>
      <table>
        <caption>Peer dependencies each version of react-native-reanimated-dnd declares</caption>
        <thead>
          <tr>
            <th scope="col">react-native-reanimated-dnd</th>
            {PEER_COLUMNS.map((c) => (
              <th key={c.name} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Expo SDK</th>
          </tr>
        </thead>
        <tbody>
          {ENTRIES.map((entry) => (
            <tr key={entry.docsVersion}>
              <th scope="row">
                {entry.docsVersion === version ? (
                  <>
                    <strong>{entry.library}</strong> (these docs)
                  </>
                ) : (
                  entry.library
                )}
              </th>
              {PEER_COLUMNS.map((c) => (
                <td key={c.name}>{peerRange(entry, c.name)}</td>
              ))}
              <td>{expoRange(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>What each Expo SDK bundles, and which version of the library runs on it</caption>
        <thead>
          <tr>
            <th scope="col">Expo SDK</th>
            <th scope="col">React Native</th>
            <th scope="col">Reanimated</th>
            <th scope="col">Worklets</th>
            <th scope="col">Gesture Handler</th>
            <th scope="col">Runs</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {SDKS.map((sdk) => (
            <tr key={sdk.sdk}>
              <th scope="row">{sdk.sdk}</th>
              <td>{sdk.bundles['react-native']}</td>
              <td>{sdk.bundles['react-native-reanimated']}</td>
              <td>{sdk.bundles['react-native-worklets'] ?? 'not bundled'}</td>
              <td>{sdk.bundles['react-native-gesture-handler']}</td>
              <td>{runsOn(sdk)}</td>
              <td>{sdk.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
