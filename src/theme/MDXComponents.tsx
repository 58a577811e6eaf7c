import MDXComponents from '@theme-original/MDXComponents';
import OpenInSnack from '@theme/OpenInSnack';
import ScrollableTable from '@site/src/components/ScrollableTable';
import WrappingCode from '@site/src/components/WrappingCode';

// OpenInSnack: placed under each live demo by the build (plugins/live-code/snack), not imported by pages.
export default { ...MDXComponents, table: ScrollableTable, code: WrappingCode, OpenInSnack };
