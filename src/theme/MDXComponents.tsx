import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import WrappingCode from '@site/src/components/WrappingCode';

export default { ...MDXComponents, table: ScrollableTable, code: WrappingCode };
