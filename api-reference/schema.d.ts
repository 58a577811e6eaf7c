/** Shape of a version's member source (api-reference/<version>/index.mjs). */

/**
 * `<path>#<symbol>`: a function or variable in a file of the library's
 * repository at the version's tag (`hooks/useDraggable.ts#processDropAndAnimate`),
 * or in a dependency, named by its package (`react-native-reanimated/src/hook/useAnimatedGestureHandler.ts#onFinish`).
 * A shared entry whose code moved between versions names each place with its tag:
 * `v1.1.0:components/Droppable.tsx#_getUniqueDroppableId`.
 */
export type SourceRef = string;

export interface Behaviour {
  /** One statement of behaviour, inline Markdown, shown after the description. */
  text: string;
  /** Where the code does it; at least one. */
  sources: SourceRef[];
}

export interface Member {
  /** Another member (`Type.member`) whose description this one shows; the default may be overridden, and `behaviour` replaces the other member's. */
  same?: string;
  /**
   * Inline Markdown; links to pages as `~/path/from/version/root.mdx#anchor`. Not written here:
   * plugins/api-members fills it in from the published declaration when it loads the source.
   */
  type?: string;
  default?: string;
  /** Not written here: filled in from the declaration's `?` (see `type`). */
  required?: boolean;
  /** Enum members: the value. Not written here: filled in from the declaration (see `type`). */
  value?: string;
  /** What the member is. Behaviour (when it runs, what it does to other parts) goes in `behaviour`. */
  description?: string;
  behaviour?: Behaviour[];
  /** Shared entries: the library tags whose declaration and code the entry was checked against (set by withShared). */
  tags?: string[];
}

export interface DocumentedType {
  /** full: name, type, default, required, description; short: name, type, description; enum: member, value, meaning. */
  columns: 'full' | 'short' | 'enum' | 'values';
  members: Record<string, Member>;
}

export interface MemberSource {
  version: string;
  /** Folder in node_modules holding the published package of this version. */
  package: string;
  tag: string;
  /** Dependencies named in sources: package name to its folder in node_modules for this version. */
  dependencies?: Record<string, string>;
  types: Record<string, DocumentedType>;
}

/** Entries the same in several versions (api-reference/shared), described once. */
export interface SharedMembers {
  /** The tags whose .d.ts and compiled code were compared and found the same for every entry. */
  tags: string[];
  types: Record<string, DocumentedType>;
}
