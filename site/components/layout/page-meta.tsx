import { documentTitle } from '../../config';

/** Props of {@link PageMeta}. */
export type PageMetaProps = {
  /** The page's name; the document title becomes "<title> | <brand>". */
  title: string;
  /** The meta description search engines show. */
  description: string;
};

/** Sets the document title and meta description of a route (React 19 hoists both into <head>). */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
