import { useContext, useEffect } from 'react';
import { documentTitle } from '../../config';
import { HeadCollectorContext } from '../../seo/head-collector';

/** Props of {@link PageMeta}. */
export type PageMetaProps = {
  /** The page's name; the document title becomes "<title> | <brand>". */
  title: string;
  /** The meta description search engines show. */
  description: string;
};

function setContent(selector: string, content: string): void {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/** Points the canonical link and og:url at the current path, keeping the origin the server wrote. */
function setCanonicalPath(pathname: string): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  const url = new URL(pathname, canonical.href).href;
  canonical.href = url;
  setContent('meta[property="og:url"]', url);
}

/**
 * The document title and meta description of a route. Pre-rendering writes them (with the canonical URL,
 * Open Graph and Twitter tags) into the HTML's head; in the browser an effect keeps them right after each
 * client-side navigation. It renders nothing, so hydration has nothing to match (docs/decisions/0004-prerendering.md).
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  collector?.report({ name: title, title: documentTitle(title), description });
  useEffect(() => {
    const full = documentTitle(title);
    document.title = full;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    for (const key of ['og:title', 'twitter:title']) setContent(`meta[property="${key}"], meta[name="${key}"]`, full);
    for (const key of ['og:description', 'twitter:description']) {
      setContent(`meta[property="${key}"], meta[name="${key}"]`, description);
    }
    setCanonicalPath(window.location.pathname);
  }, [title, description]);
  return null;
}
