// @ts-check
/** What a Snack link (plugins/live-code/snack/snack.mjs) carries. @param {string} href */
export function decodeSnackUrl(href) {
  const url = new URL(href);
  const files = JSON.parse(url.searchParams.get('files') ?? '{}');
  const dependencies = Object.fromEntries(
    (url.searchParams.get('dependencies') ?? '')
      .split(',')
      .filter(Boolean)
      .map((item) => {
        const at = item.lastIndexOf('@');
        return [item.slice(0, at), item.slice(at + 1)];
      }),
  );
  return {
    origin: `${url.origin}/`,
    name: url.searchParams.get('name'),
    sdkVersion: url.searchParams.get('sdkVersion'),
    platform: url.searchParams.get('platform'),
    dependencies,
    code: files['App.tsx']?.contents,
  };
}
