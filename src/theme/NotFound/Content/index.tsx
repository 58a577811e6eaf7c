import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import WayBack from '@site/src/components/WayBack';

type Props = WrapperProps<typeof ContentType>;

/** Keeps the stock not-found message and adds ways back into the site. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <WayBack />
    </>
  );
}
