import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeFeatures from '@site/src/components/HomeFeatures';
import { compatibilityFor } from '@site/data/compatibility.mjs';
import styles from './index.module.css';
// A sketch, not a complete module, so it lives in a .txt file the type-check skips.
import sketch from '!!highlight-loader?language=tsx!@site/data/boardColumnSketch.txt';

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.version}>Documents version {compatibilityFor('current').library}</p>
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/api/overview">
            API reference
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Drag and drop for React Native"
      description="Draggable, droppable and sortable components and hooks for React Native; dragged items follow the finger on the UI thread with Reanimated and Gesture Handler."
    >
      <Hero />
      <main>
        <HomeFeatures />
        <section className={styles.sample} aria-labelledby="sample-heading">
          <div className="container">
            <Heading as="h2" id="sample-heading">
              A drop zone in a few lines
            </Heading>
            <p>
              Wrap your screen in a <code>GestureHandlerRootView</code> and a <code>DropProvider</code>, make anything a{' '}
              <code>Draggable</code>, and react to drops in a <code>Droppable</code>. The{' '}
              <Link to="/docs/getting-started/quick-start">quick start</Link> turns this into a complete screen.
            </p>
            <CodeBlock language="tsx" title="Sketch of a board column" highlighted={sketch.highlighted}>
              {sketch.code}
            </CodeBlock>
          </div>
        </section>
      </main>
    </Layout>
  );
}
