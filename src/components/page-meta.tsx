// Sets the document title ("Page | InkLift") and the meta description of a page.
// React 19 hoists <title> and <meta> into <head>.
import { PRODUCT_NAME } from '../config/product.ts';

export function pageTitle(page: string): string {
  return `${page} | ${PRODUCT_NAME}`;
}

export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
