import React, { type ReactNode, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import './drawer.css';

type Props = WrapperProps<typeof MobileSidebarType>;

/**
 * The navbar's drawer, built the first time it opens and kept from then on.
 *
 * Docusaurus renders the drawer (the navbar items and the page's whole doc
 * sidebar) as soon as a phone-sized window has hydrated, in the same task
 * that swaps the desktop sidebar out; on a phone that is a long task every
 * page pays, for a menu most readers never open.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Set during render, so the first opening commits the drawer in the same pass.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar {...props} /> : null;
}
