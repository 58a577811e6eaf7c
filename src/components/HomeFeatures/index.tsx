import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = { title: string; body: string; to: string; linkLabel: string };

const FEATURES: Feature[] = [
  {
    title: 'Runs on the UI thread',
    body: 'Gestures come from Gesture Handler and positions live in Reanimated shared values, so a drag does not wait for the JavaScript thread.',
    to: '/docs/getting-started/basic-concepts',
    linkLabel: 'How it works',
  },
  {
    title: 'Drag, drop and sort',
    body: 'Draggable and Droppable components for free-form drop zones, Sortable for reorderable lists, and hooks for full control.',
    to: '/docs/components/draggable',
    linkLabel: 'Components',
  },
  {
    title: 'Precise drop rules',
    body: 'Pick a collision algorithm (center, intersect or contain), cap a zone with capacity, align and offset dropped items.',
    to: '/docs/examples/collision-detection',
    linkLabel: 'Collision detection',
  },
  {
    title: 'Constrained movement',
    body: 'Keep items inside a container with dragBoundsRef, lock them to one axis with dragAxis, or drag only by a handle.',
    to: '/docs/examples/bounded-dragging',
    linkLabel: 'Bounds and axes',
  },
  {
    title: 'Typed end to end',
    body: 'Generic data types flow from a Draggable to the onDrop of the zone that receives it, checked by TypeScript.',
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
