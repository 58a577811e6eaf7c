import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = { title: string; body: ReactNode; to: string; linkLabel: string };

const FEATURES: Feature[] = [
  {
    title: 'Moves on the UI thread',
    body: 'Gestures come from Gesture Handler and positions live in Reanimated shared values, so on iOS and Android a dragged item follows the finger without waiting for the JavaScript thread. Hover and drop checks and your callbacks run on the JavaScript thread.',
    to: '/docs/guides/performance',
    linkLabel: 'What runs where',
  },
  {
    title: 'Drag, drop and sort',
    body: (
      <>
        <code>Draggable</code> and <code>Droppable</code> components for free-form drop zones, <code>Sortable</code> for reorderable lists,
        and hooks for full control.
      </>
    ),
    to: '/docs/components/draggable',
    linkLabel: 'Components',
  },
  {
    title: 'Precise drop rules',
    body: (
      <>
        Pick a collision algorithm (center, intersect or contain), cap a zone with <code>capacity</code>, align and offset dropped items.
      </>
    ),
    to: '/docs/examples/collision-detection',
    linkLabel: 'Collision detection',
  },
  {
    title: 'Constrained movement',
    body: (
      <>
        Keep items inside a container with <code>dragBoundsRef</code>, lock them to one axis with <code>dragAxis</code>, or drag only by a
        handle.
      </>
    ),
    to: '/docs/examples/bounded-dragging',
    linkLabel: 'Bounds and axes',
  },
  {
    title: 'Typed data',
    body: (
      <>
        A <code>Draggable</code> takes the type of the data it carries, and a <code>Droppable&lt;Task&gt;</code> hands <code>onDrop</code> a{' '}
        <code>Task</code>. The two sides are typed separately: give both the same type.
      </>
    ),
    to: '/docs/api/overview',
    linkLabel: 'API reference',
  },
  {
    title: 'Feedback while dragging',
    body: 'Active styles on hovered zones, state callbacks (idle, dragging, dropped) and custom animation functions.',
    to: '/docs/examples/visual-feedback',
    linkLabel: 'Visual feedback',
  },
];

/** The feature overview on the home page. */
export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          What you get
        </Heading>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.body}</p>
              <Link to={feature.to}>{feature.linkLabel}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
