/** The web's image markup: a srcset over the api's fixed widths, the size reserved. */
export function CatalogImage(props: {
  cdnUrl: string;
  publicId: string;
  alt?: string;
  width: number;
  height: number;
  widths: readonly number[];
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  const { cdnUrl, publicId, width, widths, priority = false } = props;
  const url = (size: number) => `${cdnUrl.replace(/\/+$/, '')}/${publicId}?w=${size}`;
  return (
    <img
      src={url(width)}
      srcSet={widths.map((size) => `${url(size)} ${size}w`).join(', ')}
      sizes={props.sizes}
      width={width}
      height={props.height}
      alt={props.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={props.className}
    />
  );
}
