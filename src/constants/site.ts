/**
 * Constants shared by the site configuration, pages and tests.
 * Kept in one place so a link or a name changes everywhere at once.
 */
const REPO_URL = 'https://github.com/entropyconquers/react-native-reanimated-dnd';

export const LINKS = {
  repository: REPO_URL,
  issues: `${REPO_URL}/issues`,
  discussions: `${REPO_URL}/discussions`,
  contribute: `${REPO_URL}#contributing`,
  exampleApp: `${REPO_URL}/tree/main/example-app`,
  releases: `${REPO_URL}/releases`,
} as const;

export const SITE_TITLE = 'React Native Reanimated DnD';
export const SITE_TAGLINE = 'A drag and drop library that finally works on React Native';
export const FOOTER_SUBTITLE = 'Drag, drop and sort for React Native, moving on the UI thread with Reanimated and Gesture Handler.';
