// Our own error element: React Router's texts ("Unexpected Application Error!", "404 Not Found"
// or the thrown error's message) inside the shared layout, with an h1 and nothing logged.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessages } from './error-messages.ts';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return errorMessages.unknownError;
}

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <section className="page error-page">
      <PageMeta title={errorMessages.pageTitle} description={errorMessages.description} />
      <h1>{errorMessages.heading}</h1>
      <p className="error-status" data-testid="error-status">
        {describeRouteError(error)}
      </p>
      <p>
        <Link to={paths.capture}>{errorMessages.backHome}</Link>
      </p>
    </section>
  );
}
