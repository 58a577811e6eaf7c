import React, { type ReactNode, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useLocationChange, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import './drawer.css';

type Props = WrapperProps<typeof MobileSidebarType>;

/**
 * The navbar's drawer, built the first time it opens and kept from then on.
 *
 * Docusaurus renders the drawer (the navbar items and the page's whole doc
 * sidebar) as soon as a phone-sized window has hydrated, in the same task
 * that swaps the desktop sidebar out; on a phone that is a long task every
 * page pays, for a menu most readers never open.
 *
 * It also closes on every move to another page. The theme closes it from each
 * link's own click handler, and the version dropdown's links replace that
 * handler with theirs (they save the preferred version), so choosing 1.x in
 * the menu left it open over the new page.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const { shown } = mobileSidebar;
  const [opened, setOpened] = useState(shown);
  // Set during render, so the first opening commits the drawer in the same pass.
  if (shown && !opened) setOpened(true);
  useLocationChange(({ location, previousLocation }) => {
    if (mobileSidebar.shown && location.pathname !== previousLocation?.pathname) mobileSidebar.toggle();
  });
  return opened ? <MobileSidebar {...props} /> : null;
}
