// Our own error element: React Router's texts ("Unexpected Application Error!", "404 Not Found"
// or the thrown error's message) inside the shared layout, with an h1 and nothing logged.
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessages, useErrorMessages } from './error-messages.ts';

export function describeRouteError(error: unknown, m = errorMessages): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return m.unknownError;
}

export function RouteErrorPage() {
  const error = useRouteError();
  const m = useErrorMessages();
  return (
    <section className="page error-page">
      <PageMeta title={m.pageTitle} description={m.description} />
      <h1>{m.heading}</h1>
      <p className="error-status" data-testid="error-status">
        {describeRouteError(error, m)}
      </p>
      <p>
        <Link to={paths.capture}>{m.backHome}</Link>
      </p>
    </section>
  );
}
