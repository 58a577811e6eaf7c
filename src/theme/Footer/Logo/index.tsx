import React, { type ReactNode } from 'react';
import Logo from '@theme-original/Footer/Logo';
import type LogoType from '@theme/Footer/Logo';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LogoType>;

/** The footer brand block: icon, title and subtitle. */
export default function FooterLogoWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const subtitle = siteConfig.customFields?.footerSubtitle as string;
  return (
    <div className={styles.brand}>
      <Logo {...props} />
      <div>
        <p className={styles.title}>{siteConfig.title}</p>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </div>
  );
}
