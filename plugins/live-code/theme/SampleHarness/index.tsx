import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import harness from '!!highlight-loader!../../runnable-samples/harness/SampleHarness.tsx';

/** The harness every runnable sample renders in, shown once (on the setup page of each docs version). */
export default function SampleHarness(): ReactNode {
  return (
    <CodeBlock language="tsx" title="SampleHarness.tsx" highlighted={harness.highlighted}>
      {harness.code}
    </CodeBlock>
  );
}
